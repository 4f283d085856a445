// The API as one render sees it: the visitor's site forwarded (host, protocol), their cookies passed on (or none for a
// document rendered for the cache: it must carry nobody's data), the request id passed along, each GET asked once per
// render (the route's validity check and the page's prefetch ask for the same lot: the second gets the first's
// answer), and the data versions its answers carried remembered, so the document is stamped with the versions its data
// was read at, never with newer ones heard of meanwhile. Each GET and the ETag of its answer are recorded too: a kept
// document can later be checked against the API with them (documents/revalidate.ts) instead of being rendered again.
import { ApiClient, type Domain } from '@estate/shared-api';
import { parseVersions, versionsText } from '../documents/dataVersionWatch';

/** A GET a render made and the ETag of its answer. */
export interface RecordedRead {
  url: string;
  headers: Record<string, string>;
  etag: string;
}

export interface RenderApi {
  api: ApiClient;
  /** The one data version every answer so far carried; null when none did or they differed. */
  dataVersion(): string | null;
  /** Every GET made and its answer's ETag; null when one of them had none (or was not a 200). */
  reads(): RecordedRead[] | null;
}

interface Answer {
  status: number;
  statusText: string;
  headers: Headers;
  body: ArrayBuffer;
}

export interface RenderApiOptions {
  apiUrl: string;
  domain: Domain;
  cookie: string;
  requestId: string;
  /** every answer's `X-Data-Version`: what the server knows of the data moves with what its renders read */
  learn: (header: string | undefined) => void;
  /** a staff member's preview: the answers of these GETs (by path, the query aside) given instead of asked for */
  substitute?: Record<string, unknown>;
}

export function renderApi({ apiUrl, domain, cookie, requestId, learn, substitute = {} }: RenderApiOptions): RenderApi {
  const answers = new Map<string, Promise<Answer>>();
  const versions = new Set<string | null>();
  const recorded = new Map<string, RecordedRead | null>();
  const record = (response: Response) => {
    const header = response.headers.get('x-data-version') ?? undefined;
    learn(header);
    versions.add(versionsText(parseVersions(header)));
  };

  const fetchOnce: typeof fetch = async (input, init) => {
    if ((init?.method ?? 'GET') !== 'GET') {
      const response = await fetch(input, init);
      record(response);
      return response;
    }
    const url = String(input);
    const path = new URL(url).pathname;
    if (Object.hasOwn(substitute, path)) {
      recorded.set(url, null); // never a document to keep
      return new Response(JSON.stringify(substitute[path]), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    let answer = answers.get(url);
    if (!answer) {
      recorded.set(url, null); // until its answer comes
      // not aborted with the first asker's signal: others may be waiting for the same answer
      answer = fetch(input, { ...init, signal: undefined }).then(async (response) => {
        record(response);
        const etag = response.headers.get('etag');
        const headers = Object.fromEntries(new Headers(init?.headers).entries());
        delete headers['x-request-id'];
        recorded.set(url, response.status === 200 && etag ? { url, headers, etag } : null);
        return { status: response.status, statusText: response.statusText, headers: response.headers, body: await response.arrayBuffer() };
      });
      answers.set(url, answer);
    }
    const { status, statusText, headers, body } = await answer;
    return new Response(status === 204 || status === 304 ? null : body.slice(0), { status, statusText, headers });
  };

  const [, port] = domain.host.split(':');
  const api = new ApiClient({
    baseUrl: apiUrl,
    fetch: fetchOnce,
    cookies: () => cookie,
    headers: { 'X-Request-Id': requestId, ...(cookie && { Cookie: cookie }) },
    forwarded: { host: domain.host, port: port ?? (domain.protocol === 'https' ? '443' : '80'), proto: domain.protocol },
  });
  return {
    api,
    dataVersion: () => (versions.size === 1 ? ([...versions][0] ?? null) : null),
    reads: () => {
      const all = [...recorded.values()];
      return all.every((read) => read !== null) ? (all as RecordedRead[]) : null;
    },
  };
}
