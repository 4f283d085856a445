/** The log methods services need, usable before the Fastify logger exists (messages go to it once attached). */
export interface LogSink {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export function deferredLogger(): LogSink & { attach(target: LogSink): void } {
  let target: LogSink | null = null;
  return {
    attach(next) {
      target = next;
    },
    info: (object, message) => target?.info(object, message),
    warn: (object, message) => target?.warn(object, message),
    error: (object, message) => target?.error(object, message),
  };
}
