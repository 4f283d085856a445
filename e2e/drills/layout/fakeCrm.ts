import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One copy of a lead the CRM took: its `Idempotency-Key` and what the body says it is. */
export interface CrmCopy {
  key: string;
  source: string;
  number: number;
  id: string;
}

/** The CRM webhook the API delivers leads to (its documented interface: JSON POST, `Idempotency-Key`, any 2xx). */
export async function startFakeCrm(): Promise<{ url: string; copies: CrmCopy[]; close(): Promise<void> }> {
  const copies: CrmCopy[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { source: string; number: number; id: string };
      copies.push({ key: String(request.headers['idempotency-key']), source: body.source, number: body.number, id: body.id });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    copies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
