import http from 'node:http';
import zlib from 'node:zlib';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request to `base` (http://127.0.0.1:port) as if to `host` (the site's name, e.g. localhost:8443): node's fetch
 * cannot set Host, and the processes tell the city and the site by it.
 */
export function request(base: string, target: string, host: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${base}${target}`, { method: options.method ?? 'GET', headers: { host, 'accept-encoding': 'gzip', ...options.headers }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = response.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8') });
      });
      response.on('error', reject);
    });
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** A visitor's session through the site: its cookies, the site's Origin and the CSRF header, for POSTs. */
export async function visitorHeaders(base: string, host: string): Promise<Record<string, string>> {
  const hello = await request(base, '/api/session/', host);
  const cookies = ([] as string[]).concat(hello.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!);
  const csrf = cookies.find((cookie) => cookie.startsWith('csrftoken='))?.split('=')[1];
  if (!csrf) throw new Error(`no CSRF cookie from ${base}: ${hello.status}`);
  return { cookie: cookies.join('; '), origin: `http://${host}`, 'x-csrftoken': csrf };
}

export interface PostedLead {
  /** The HTTP status, or the error code of a request that got no answer. */
  status: number | string;
  /** The lead's id when acknowledged (201). */
  id: number | null;
  /** Answered with a lead stored by an earlier request under the same key. */
  replayed: boolean;
}

/**
 * A footer call-back lead as the browser's form sends it (urlencoded here), under the submission's `Idempotency-Key`
 * (the same on every resend of it, as the form's client does).
 */
export async function postLead(base: string, host: string, headers: Record<string, string>, phone: string, key: string): Promise<PostedLead> {
  const body = new URLSearchParams({ type: 'questions', url: `http://${host}/`, phone, site_city: 'moskva' }).toString();
  try {
    const answer = await request(base, '/api/requests/', host, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key },
      body,
    });
    return {
      status: answer.status,
      id: answer.status === 201 ? ((JSON.parse(answer.body) as { id: number }).id ?? null) : null,
      replayed: answer.headers['idempotent-replayed'] === 'true',
    };
  } catch (error) {
    return { status: (error as NodeJS.ErrnoException).code ?? (error as Error).message, id: null, replayed: false };
  }
}
