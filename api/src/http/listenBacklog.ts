import type { Server } from 'node:net';

const nextLoopTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Accepts the connections waiting in the listen backlog before a stop closes the listener, which would reset them.
 * libuv accepts one connection per turn of the event loop, and a turn can be long (PGlite runs on the loop's own
 * thread): under a burst the kernel holds connections whose requests the clients have sent already. So the stop
 * takes turns until one accepts nothing, for at most `maxMs` (a balancer still sending is the drain's business).
 */
export async function acceptWaitingConnections(server: Server, maxMs = 5000): Promise<void> {
  if (!server.listening) return;
  const until = Date.now() + maxMs;
  let accepted = 0;
  const count = () => (accepted += 1);
  server.on('connection', count);
  try {
    do {
      accepted = 0;
      // a whole turn: this one's callbacks end, the next one polls, and its immediates run after that poll
      await nextLoopTurn();
      await nextLoopTurn();
    } while (accepted > 0 && Date.now() < until);
  } finally {
    server.off('connection', count);
  }
}
