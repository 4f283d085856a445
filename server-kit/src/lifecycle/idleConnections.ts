import type http from 'node:http';
import type { Socket } from 'node:net';

export interface FollowedConnections {
  /**
   * For a stop: from now on, a connection with no request in flight is closed once it has been idle for `graceMs`
   * (since it was accepted or since its last response), until the server has closed.
   */
  closeIdleAfter(graceMs: number): void;
}

/**
 * Follows every connection from its accept: whether a request is in flight on it, and since when it has been idle.
 *
 * Node's `server.close()` destroys at once every connection that looks idle, and a connection whose request the
 * server has not read yet (just accepted, or a kept-alive one whose client sent its next request while the event
 * loop was busy) looks idle: it would be reset. Here each connection gets its own grace, counted from the moment it
 * became idle; responses sent while stopping close their connection (the probes send `Connection: close`).
 */
export function followConnections(server: http.Server): FollowedConnections {
  const idleSince = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    idleSince.set(socket, Date.now());
    socket.once('close', () => idleSince.delete(socket));
  });
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const { socket } = request;
    idleSince.delete(socket);
    response.once('close', () => {
      if (!socket.destroyed) idleSince.set(socket, Date.now());
    });
  });
  return {
    closeIdleAfter(graceMs) {
      server.closeIdleConnections = () => undefined;
      const timer = setInterval(() => {
        const now = Date.now();
        for (const [socket, since] of idleSince) if (now - since >= graceMs) socket.destroy();
      }, Math.max(1, Math.floor(graceMs / 4)));
      server.once('close', () => clearInterval(timer));
    },
  };
}
