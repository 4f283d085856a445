/**
 * Resolves once `holds()`, asked every `everyMs`, with the milliseconds that took; rejects after `timeoutMs`, so a
 * wait that never ends fails with what it waited for rather than with the test's timeout.
 */
export async function until(
  holds: () => boolean | Promise<boolean>,
  { everyMs = 10, timeoutMs = 10_000 }: { everyMs?: number; timeoutMs?: number } = {},
): Promise<number> {
  const started = Date.now();
  while (!(await holds())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${holds.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return Date.now() - started;
}
