// Rendered documents of anonymous pages are cached briefly per host, path, query and device, so a burst
// renders a page once and every visitor gets the same bytes (no per-response nonce: the policy allows the document's
// inline scripts by hash), compressed once; pages of the visitor's own data are never
// cached; and a change of the data shows in the document within 2 s. In tests/local/ because it stores a
// publication through the API's development endpoints.
import { expect, test } from '../../harness/test';

interface Fetched {
  cache: string | null;
  policy: string;
  encoding: string | null;
  html: string;
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function documentOf(base: string, path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(`${base}${path}`, { headers });
  expect(response.status, path).toBe(200);
  return {
    cache: response.headers.get('x-document-cache'),
    policy: response.headers.get('content-security-policy') ?? '',
    encoding: response.headers.get('content-encoding'),
    html: await response.text(),
  };
}

test('a page is rendered once for many visitors, the same bytes for each, compressed; device and per-visitor pages apart', async ({ baseURL }) => {
  const base = baseURL ?? 'http://localhost:8080';
  const flat = ((await (await fetch(`${base}/api/flats/?city=moskva&limit=1`)).json()) as { results: { id: number }[] }).results[0];
  const marker = Date.now();
  const path = `/flats/${flat?.id}?a=${marker}&b=1`;

  const first = await documentOf(base, path, { cookie: 'sessionid=visitor-a; city=moskva', 'accept-encoding': 'gzip' });
  const second = await documentOf(base, `/flats/${flat?.id}?b=1&a=${marker}`, { cookie: 'sessionid=visitor-b', 'accept-encoding': 'br' });
  const third = await documentOf(base, path, { 'accept-encoding': 'identity' });
  expect([first.cache, second.cache, third.cache]).toEqual(['miss', 'hit', 'hit']);
  expect([first.encoding, second.encoding, third.encoding]).toEqual(['gzip', 'br', null]);
  expect(second.html).toBe(first.html);
  expect(third.html).toBe(first.html);
  expect(second.policy).toBe(first.policy);
  // nothing per response: no nonce in the policy or the markup (the e2e suite's CSP watch sees the scripts run)
  expect(first.policy).toMatch(/script-src 'self'/);
  expect(first.policy).not.toContain('nonce');
  expect(first.html).not.toContain('nonce=');
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
  expect((await request.get('/api/session/')).ok()).toBe(true);
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
