import http from 'node:http';

/**
 * Node's `server.close()` destroys at once every connection that looks idle, and a request a client already sent on
 * a kept-alive connection but the server has not read yet (its event loop was busy) looks idle: it would be reset.
 * This keeps such connections for `graceMs` (their next response closes them: responses carry `Connection: close`
 * while stopping), then closes whatever is still idle, every `graceMs`, until the server has closed.
 */
export function closeIdleConnectionsLater(server: http.Server, graceMs: number): void {
  server.closeIdleConnections = () => undefined;
  const timer = setInterval(() => http.Server.prototype.closeIdleConnections.call(server), graceMs);
  server.once('close', () => clearInterval(timer));
}
