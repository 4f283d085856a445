import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BitrixLead {
  ID: number;
  fields: Record<string, unknown>;
}

/** 'ok' adds the lead; 'error' answers 200 with `{error, error_description}` as Bitrix24 does; 'slow' adds it late. */
export type BitrixBehaviour = 'ok' | 'error' | 'slow';

export interface FakeBitrix24 {
  /** The inbound webhook base, `…/rest/{user}/{code}/`. */
  readonly baseUrl: string;
  readonly leads: BitrixLead[];
  /** Calls of `crm.lead.add`, successful or not. */
  adds: number;
  behave: (add: number, fields: Record<string, unknown>) => BitrixBehaviour;
  close(): Promise<void>;
}

const BASE_PATH = '/rest/7/webhookcode/';

/**
 * Bitrix24's inbound webhook: `crm.lead.add.json` (fields → `{result: id}`) and `crm.lead.list.json` (filtered by
 * ORIGINATOR_ID and ORIGIN_ID, `select` ignored); an unknown method or path is `{error: 'ERROR_METHOD_NOT_FOUND'}`.
 */
export async function startFakeBitrix24(options: { slowMs?: number; behave?: FakeBitrix24['behave'] } = {}): Promise<FakeBitrix24> {
  const fake: FakeBitrix24 = {
    baseUrl: '',
    leads: [],
    adds: 0,
    behave: options.behave ?? (() => 'ok'),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const send = (response: http.ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const params = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { fields?: Record<string, unknown>; filter?: Record<string, unknown> };
      const method = request.url?.startsWith(BASE_PATH) ? request.url.slice(BASE_PATH.length) : '';
      if (method === 'crm.lead.list.json') {
        const found = fake.leads.filter((lead) => Object.entries(params.filter ?? {}).every(([field, value]) => lead.fields[field] === value));
        return send(response, 200, { result: found.map((lead) => ({ ID: String(lead.ID) })), total: found.length });
      }
      if (method !== 'crm.lead.add.json') return send(response, 404, { error: 'ERROR_METHOD_NOT_FOUND', error_description: 'Method not found!' });
      fake.adds += 1;
      const behaviour = fake.behave(fake.adds, params.fields ?? {});
      if (behaviour === 'error') return send(response, 200, { error: 'QUERY_LIMIT_EXCEEDED', error_description: 'Too many requests' });
      const add = () => {
        const lead = { ID: 1000 + fake.leads.length, fields: params.fields ?? {} };
        fake.leads.push(lead);
        send(response, 200, { result: lead.ID, time: { start: Date.now() / 1000 } });
      };
      if (behaviour === 'slow') setTimeout(add, options.slowMs ?? 500);
      else add();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return Object.assign(fake, { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}${BASE_PATH}` });
}
