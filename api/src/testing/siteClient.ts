import { SESSION_PATH } from '../features/session/sessionRoutes';

/** A browser-like client of a running server: its cookies, the site's Origin and the CSRF header. */
export async function siteHeaders(base: string): Promise<Record<string, string>> {
  const hello = await fetch(`${base}${SESSION_PATH}`);
  const cookies = hello.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const csrf = cookies.find((cookie) => cookie.startsWith('csrftoken='))!.split('=')[1]!;
  return { cookie: cookies.join('; '), origin: 'http://localhost:8080', 'x-csrftoken': csrf };
}

let leadSequence = 0;

/** Sends one footer lead (multipart, like the browser); resolves with its id when the server acknowledged it (201). */
export async function sendLead(base: string, headers: Record<string, string>, phonePrefix: string): Promise<{ status: number; id: number | null; phone: string }> {
  leadSequence += 1;
  const phone = `${phonePrefix}${String(leadSequence).padStart(11 - phonePrefix.length, '0')}`;
  const form = new FormData();
  for (const [key, value] of Object.entries({ type: 'questions', url: `${base}/`, phone, site_city: 'moskva' })) form.append(key, value);
  const response = await fetch(`${base}/api/requests/`, { method: 'POST', body: form, headers });
  const body = (await response.json()) as { id?: number };
  return { status: response.status, id: response.status === 201 ? (body.id ?? null) : null, phone: `+${phone}` };
}

/** A footer lead encoded as the browser sends it (multipart), for clients other than fetch. */
export async function encodedLead(base: string, phone: string, fields: Record<string, string> = {}): Promise<{ contentType: string; body: Buffer }> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ type: 'questions', url: `${base}/`, phone, site_city: 'moskva', ...fields })) form.append(key, value);
  const encoded = new Request(base, { method: 'POST', body: form });
  return { contentType: encoded.headers.get('content-type')!, body: Buffer.from(await encoded.arrayBuffer()) };
}
