import type { FastifyRequest } from 'fastify';

function first(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.split(',')[0]?.trim() || undefined;
}

/** The scheme the browser used: X-Forwarded-Proto set by the shell server, else http. */
export function requestProtocol(request: FastifyRequest): 'http' | 'https' {
  return first(request.headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
}

/** The host (with port) the browser talked to: X-Forwarded-Host (+ X-Forwarded-Port) from the shell, else Host. */
export function requestHost(request: FastifyRequest): string {
  const forwarded = first(request.headers['x-forwarded-host']);
  if (forwarded) {
    const port = first(request.headers['x-forwarded-port']);
    const protocol = requestProtocol(request);
    const defaultPort = protocol === 'https' ? '443' : '80';
    if (port && !/:\d+$/.test(forwarded) && port !== defaultPort) return `${forwarded}:${port}`;
    return forwarded;
  }
  return request.headers.host ?? 'localhost';
}

export function requestOrigin(request: FastifyRequest): string {
  return `${requestProtocol(request)}://${requestHost(request)}`;
}
