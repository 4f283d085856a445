// Per-request isolation: renders for different visitors run at the same time in the shell server
// (different city host, different session cookie), and each document carries only its own visitor's data: its
// city, its city's offices and publications, its own query cache.
import { expect, test, type APIRequestContext } from '../harness/test';

interface State {
  city: { slug: string };
  queries: { queries: { queryKey: unknown[] }[] };
}

function stateOf(html: string): State {
  const json = /<script id="__INITIAL_STATE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? '{}') as State;
}

async function officeNames(request: APIRequestContext, city: string): Promise<string[]> {
  const response = await request.get(`/api/offices/?city=${city}&limit=50`);
  return ((await response.json()) as { results: { name: string }[] }).results.map((office) => office.name);
}

test('concurrent renders for two visitors never see each other’s data', async ({ request, baseURL }) => {
  const host = new URL(baseURL ?? 'http://localhost:8080').host;
  const visitors = [
    { city: 'moskva', host, cookie: 'sessionid=visitor-moskva' },
    { city: 'tula', host: `tula.${host}`, cookie: 'sessionid=visitor-tula' },
  ];
  const offices = Object.fromEntries(
    await Promise.all(visitors.map(async ({ city }) => [city, await officeNames(request, city)] as const)),
  );
  const own = (city: string) => new Set(offices[city]);
  const foreign = (city: string) => (offices[city === 'moskva' ? 'tula' : 'moskva'] ?? []).filter((name) => !own(city).has(name));
  expect(foreign('moskva').length + foreign('tula').length).toBeGreaterThan(0);

  // twelve renders at once, the two visitors interleaved
  const renders = await Promise.all(
    Array.from({ length: 12 }, async (_, index) => {
      const visitor = visitors[index % 2] ?? visitors[0];
      const path = index % 4 < 2 ? '/contacts' : '/press';
      const response = await request.get(path, {
        headers: { Host: visitor?.host ?? host, Cookie: visitor?.cookie ?? '' },
      });
      expect(response.status()).toBe(200);
      return { visitor, path, html: await response.text() };
    }),
  );
  for (const { visitor, path, html } of renders) {
    const city = visitor?.city ?? 'moskva';
    const state = stateOf(html);
    expect(state.city.slug, path).toBe(city);
    const keys = JSON.stringify(state.queries.queries.map((query) => query.queryKey));
    expect(keys).toContain(`city=${city}`);
    expect(keys).not.toContain(`city=${city === 'moskva' ? 'tula' : 'moskva'}`);
    if (path === '/contacts') {
      for (const name of offices[city] ?? []) expect(html).toContain(name);
      for (const name of foreign(city)) expect(html).not.toContain(name);
    }
  }
});
