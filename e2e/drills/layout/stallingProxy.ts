import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL for one API process that can stall the connections its data-version listener
 * uses (recognised by their `LISTEN` statement), as a network fault does: both sockets stay open, nothing passes
 * either way, nobody is told. Every other connection (the pool) passes untouched.
 */
export interface StallingProxy {
  port: number;
  /** Stalls the listening connections, those open now and those made later. */
  stallListeners(): void;
  /** How many listening connections are stalled now. */
  stalled(): number;
  /** The fault ends the way such faults do: the stalled connections drop (both ends see them close), new ones pass. */
  heal(): void;
  close(): Promise<void>;
}

const LISTEN = /listen\s+[a-z_]+\0/i;

export async function startStallingProxy(target: { host: string; port: number }): Promise<StallingProxy> {
  let stalling = false;
  const connections = new Set<{ client: net.Socket; upstream: net.Socket; listener: boolean }>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const connection = { client, upstream, listener: false };
    connections.add(connection);
    const frozen = () => stalling && connection.listener;
    client.on('data', (chunk: Buffer) => {
      if (LISTEN.test(chunk.toString('latin1'))) connection.listener = true;
      if (!frozen()) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!frozen()) client.write(chunk);
    });
    const end = () => {
      connections.delete(connection);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    stallListeners: () => {
      stalling = true;
    },
    stalled: () => (stalling ? [...connections].filter((connection) => connection.listener).length : 0),
    heal: () => {
      stalling = false;
      for (const connection of connections) {
        if (!connection.listener) continue;
        connection.client.destroy();
        connection.upstream.destroy();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client, upstream } of connections) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
