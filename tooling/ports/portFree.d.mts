export function waitUntilPortFree(
  port: number,
  options?: { host?: string; timeoutMs?: number; exited?: Promise<unknown> },
): Promise<void>;
