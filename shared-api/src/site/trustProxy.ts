// TRUST_PROXY, read the same way by both servers: who may tell a request's client address, host and protocol
// through X-Forwarded-For / -Host / -Port / -Proto. A hop count (`1`: the nearest proxy), or addresses, CIDR ranges and
// `loopback`, comma-separated; unset (or `0`, `false`) trusts nobody: the socket's peer is the client.

export type TrustProxy = false | number | string[];

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Fastify's `trustProxy` option: a hop count becomes "trust the nearest n hops" (its own number form trusts none for the host). */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** The last value of a header a proxy may have appended to (`a, b` → `b`). */
export function lastForwarded(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value.at(-1) : value;
  const last = text?.split(',').at(-1)?.trim();
  return last || undefined;
}

/**
 * The host a request is for, as its server's HTTP stack tells it (`host`: X-Forwarded-Host when the peer is trusted,
 * else Host), with X-Forwarded-Port added when that host came from the proxy and names no port itself.
 */
export function requestedHost(host: string, headers: Record<string, string | string[] | undefined>): string {
  const forwarded = lastForwarded(headers['x-forwarded-host']);
  const port = lastForwarded(headers['x-forwarded-port']);
  return forwarded !== undefined && host === forwarded && port !== undefined && !host.includes(':') ? `${host}:${port}` : host;
}
