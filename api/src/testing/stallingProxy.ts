import net from 'node:net';

/** The parameters a PostgreSQL client sends when it connects (user, database, application_name …). */
export type StartupParams = Record<string, string>;

/**
 * A TCP proxy between a client and PostgreSQL that can stall the network of chosen connections: their bytes stop
 * flowing both ways while both sockets stay open, as when a NAT or firewall forgets a connection or a link hangs.
 * Nothing errors and nothing closes; only silence tells.
 */
export interface StallingProxy {
  /** The database URL through the proxy. */
  url: string;
  /** Stalls the open connections that `match`, and every new one that does, until `heal`. */
  stall(match: (params: StartupParams) => boolean): void;
  /** New connections flow again (the stalled ones stay stalled: their state is lost). */
  heal(): void;
  close(): Promise<void>;
}

interface Piped {
  params: StartupParams | null;
  stalled: boolean;
  sockets: [net.Socket, net.Socket];
}

/** The startup message: int32 length, int32 protocol version, then `name\0value\0` pairs ending with `\0`. */
function startupParams(packet: Buffer): StartupParams {
  const fields = packet.subarray(8, packet.length - 1).toString('utf8').split('\0');
  const params: StartupParams = {};
  for (let i = 0; i + 1 < fields.length; i += 2) params[fields[i]!] = fields[i + 1]!;
  return params;
}

export async function startStallingProxy(databaseUrl: string): Promise<StallingProxy> {
  const target = new URL(databaseUrl);
  const pipes = new Set<Piped>();
  let match: ((params: StartupParams) => boolean) | null = null;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pipe: Piped = { params: null, stalled: false, sockets: [client, upstream] };
    pipes.add(pipe);
    let head = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      if (!pipe.params) {
        head = Buffer.concat([head, chunk]);
        if (head.length < 4 || head.length < head.readInt32BE(0)) return;
        pipe.params = startupParams(head.subarray(0, head.readInt32BE(0)));
        pipe.stalled = match?.(pipe.params) ?? false;
        chunk = head;
      }
      if (!pipe.stalled) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!pipe.stalled) client.write(chunk);
    });
    const end = () => {
      pipes.delete(pipe);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pipe.sockets) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    stall(next) {
      match = next;
      for (const pipe of pipes) if (pipe.params && next(pipe.params)) pipe.stalled = true;
    },
    heal() {
      match = null;
    },
    async close() {
      for (const pipe of pipes) for (const socket of pipe.sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
