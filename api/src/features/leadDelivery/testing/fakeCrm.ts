import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signBody } from '../crmWebhook';

/**
 * How the fake answers one request: 'ok' takes the lead; 'error' answers 503 without taking it; 'slow' takes it
 * after `slowMs`; 'drop' takes it and closes the connection without an answer (the sender cannot know it
 * arrived); 'hang' never answers.
 */
export type CrmBehaviour = 'ok' | 'error' | 'slow' | 'drop' | 'hang';

/** One copy of a lead the receiver took. */
export interface CrmCopy {
  key: string;
  bodyId: string;
  signatureOk: boolean;
  at: number;
  body: Record<string, unknown>;
}

export interface FakeCrm {
  readonly url: string;
  readonly copies: CrmCopy[];
  /** Requests seen, taken or not. */
  requests: number;
  /** Requests that arrived while another one with the same key was being answered. */
  overlaps: number;
  behave: (request: number, key: string) => CrmBehaviour;
  /** Keys of the copies taken, with how many copies each. */
  copiesPerKey(): Map<string, number>;
  /** Stops listening (connections are refused) until `up`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A CRM webhook receiver that checks `X-Signature` against the body bytes and records every copy it takes. */
export async function startFakeCrm(options: { secret: string; slowMs?: number; behave?: FakeCrm['behave'] }): Promise<FakeCrm> {
  const inFlight = new Map<string, number>();
  let port = 0;
  const fake: FakeCrm = {
    url: '',
    copies: [],
    requests: 0,
    overlaps: 0,
    behave: options.behave ?? (() => 'ok'),
    copiesPerKey() {
      const counts = new Map<string, number>();
      for (const copy of fake.copies) counts.set(copy.key, (counts.get(copy.key) ?? 0) + 1);
      return counts;
    },
    down: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
    close: async () => {
      server.closeAllConnections();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const key = String(request.headers['idempotency-key'] ?? '');
      fake.requests += 1;
      if ((inFlight.get(key) ?? 0) > 0) fake.overlaps += 1;
      inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      response.on('close', () => inFlight.set(key, (inFlight.get(key) ?? 1) - 1));
      const take = () => {
        const body = JSON.parse(raw) as Record<string, unknown>;
        fake.copies.push({ key, bodyId: String(body.id), signatureOk: request.headers['x-signature'] === signBody(raw, options.secret), at: Date.now(), body });
      };
      const behaviour = fake.behave(fake.requests, key);
      if (behaviour === 'hang') return;
      if (behaviour === 'error') return void response.writeHead(503).end('{"detail":"maintenance"}');
      if (behaviour === 'drop') {
        take();
        return void request.socket.destroy();
      }
      const answer = () => {
        take();
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      };
      if (behaviour === 'slow') setTimeout(answer, options.slowMs ?? 500);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;
  return Object.assign(fake, { url: `http://127.0.0.1:${port}/leads` });
}
