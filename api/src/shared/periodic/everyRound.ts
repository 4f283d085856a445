/** Runs `round` now and every `everyMs` in this process, one round at a time; `stop` waits for the round under way. */
export function everyRound(round: () => Promise<void>, everyMs: number): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () =>
    (running ??= round().finally(() => {
      running = null;
    }));
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
