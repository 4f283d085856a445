// Issue 17: rendered documents of anonymous pages are cached briefly per host, path, query and device, so a burst
// renders a page once; each response still gets its own CSP nonce; pages of the visitor's own data are never
// cached; and a change of the data shows in the document within 2 s. In tests/local/ because it stores a
// publication through the API's development endpoints.
import { expect, test } from '../../harness/test';

interface Fetched {
  cache: string | null;
  nonce: string;
  html: string;
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function documentOf(base: string, path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(`${base}${path}`, { headers });
  expect(response.status, path).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  return { cache: response.headers.get('x-document-cache'), nonce, html: await response.text() };
}

/** Every script of the document carries the response's own nonce. */
function expectOwnNonce(document: Fetched): void {
  expect(document.nonce).not.toBe('');
  const nonces = [...document.html.matchAll(/<script[^>]*\snonce="([^"]*)"/g)].map((match) => match[1]);
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([document.nonce]));
}

test('a page is rendered once for many visitors, with a nonce per response; device and per-visitor pages apart', async ({ baseURL }) => {
  const base = baseURL ?? 'http://localhost:8080';
  const flat = ((await (await fetch(`${base}/api/flats/?city=moskva&limit=1`)).json()) as { results: { id: number }[] }).results[0];
  const marker = Date.now();
  const path = `/flats/${flat?.id}?a=${marker}&b=1`;

  const first = await documentOf(base, path, { cookie: 'sessionid=visitor-a; city=moskva' });
  const second = await documentOf(base, `/flats/${flat?.id}?b=1&a=${marker}`, { cookie: 'sessionid=visitor-b' });
  expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
  expectOwnNonce(first);
  expectOwnNonce(second);
  expect(second.nonce).not.toBe(first.nonce);
  expect(second.html.replaceAll(second.nonce, 'NONCE')).toBe(first.html.replaceAll(first.nonce, 'NONCE'));
  // the cached document was rendered for nobody: no visitor's cookie reaches it
  expect(first.html).not.toContain('visitor-a');

  const phone = await documentOf(base, path, { 'user-agent': IPHONE });
  expect(phone.cache).toBe('miss');
  expect(phone.html).toContain('"type":"mobile"');
  expect(first.html).toContain('"type":"desktop"');

  for (const visitorPage of ['/favorites', '/comparison']) {
    for (const cookie of ['sessionid=visitor-a', 'sessionid=visitor-b'])
      expect((await documentOf(base, visitorPage, { cookie })).cache, visitorPage).toBeNull();
  }
});

test('a publication stored through the API shows in the cached press document within 2 s', async ({ request, baseURL }) => {
  const base = baseURL ?? 'http://localhost:8080';
  expect((await request.get('/api/cities/')).ok()).toBe(true);
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const headers = { Origin: base, 'X-CSRFToken': token };
  const title = `Новость для кэша ${Date.now()}`;
  await documentOf(base, '/press');
  expect((await documentOf(base, '/press')).cache).toBe('hit');

  const created = await request.post('/api/dev/publications/', {
    headers,
    data: { city: 'moskva', type: 'news', title, body: '<p>Текст</p>', published_at: '2099-01-01T00:00:00Z' },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  try {
    const changedAt = Date.now();
    let shown = false;
    while (!shown && Date.now() - changedAt < 2000) shown = (await documentOf(base, '/press')).html.includes(title);
    expect(shown).toBe(true);
    expect(Date.now() - changedAt).toBeLessThan(2000);
  } finally {
    await request.delete(`/api/dev/publications/${slug}/`, { headers });
  }
});
