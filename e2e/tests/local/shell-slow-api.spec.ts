// Never an empty document: with the API slowed past the render budget, at 50 connections, a crawler always gets the
// whole page (or a 503 with Retry-After, never a page left to the browser), and a visitor gets the last good rendering
// of the page (marked stale) rather than one left to the browser. Visitors of pages never rendered before may still
// get one after the bounded wait: counted and printed. In tests/local/ because it starts a shell of its own in front
// of a slowed proxy to the harness's API.
import { expect, test } from '../../harness/test';
import { slowProxy, startShell, type ShellProcess, type SlowProxy } from '../../harness/shellProcess';

const CONNECTIONS = 50;
const CRAWLER = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
const VISITOR = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

interface Tally {
  documents: number;
  /** 200 with the page left to the browser: the frame and a loading state, no heading of the page */
  empty: number;
  stale: number;
  unavailable: number;
  other: number;
}

/** `total` requests over `CONNECTIONS` at once, the paths in turn; tallies what came back. */
async function load(base: string, paths: string[], userAgent: string, total: number): Promise<Tally> {
  const tally: Tally = { documents: 0, empty: 0, stale: 0, unavailable: 0, other: 0 };
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const path = paths[next++ % paths.length] as string;
      const response = await fetch(`${base}${path}`, { headers: { 'user-agent': userAgent } });
      const html = await response.text();
      if (response.status === 503) {
        tally.unavailable += 1;
        expect(response.headers.get('retry-after'), path).toBeTruthy();
        expect(html, path).toMatch(/<link rel="canonical"/);
      } else if (response.status !== 200) tally.other += 1;
      else {
        tally.documents += 1;
        if (!/<h1[\s>]/.test(html)) tally.empty += 1;
        if (response.headers.get('x-document-cache') === 'stale') tally.stale += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return tally;
}

test.describe.configure({ mode: 'serial' });

let proxy: SlowProxy;
let shell: ShellProcess;
let flats: string[];

test.beforeAll(async ({ baseURL }) => {
  const api = new URL(baseURL ?? 'http://localhost:8080');
  const answer = (await (await fetch(`${api.origin}/api/flats/?city=moskva&limit=40`)).json()) as { results: { id: number }[] };
  flats = answer.results.map((flat) => `/flats/${flat.id}`);
  proxy = await slowProxy('http://127.0.0.1:4000');
  // documents live a second, so the slowed renders below are real renders, not answers from the cache
  shell = await startShell({ API_URL: proxy.url, DOCUMENT_CACHE_TTL_MS: '1000', SSR_RENDER_BUDGET_MS: '1000', SSR_RENDER_WAIT_MS: '4000' });
});

test.afterAll(async () => {
  await shell?.stop();
  await proxy?.close();
});

test('with the API slowed past the budget, no empty document for crawlers, none for visitors when a good rendering exists', async () => {
  test.setTimeout(300_000);
  const [crawled, rendered, fresh] = [flats.slice(0, 10), flats.slice(10, 20), flats.slice(20, 40)];
  proxy.delayMs = 700;
  const crawlers = await load(shell.url, crawled, CRAWLER, 150);

  proxy.delayMs = 0;
  await load(shell.url, rendered, VISITOR, rendered.length); // the good renderings
  await new Promise((resolve) => setTimeout(resolve, 2500)); // past twice the documents' life: they must be rendered again
  proxy.delayMs = 1500;
  const withGood = await load(shell.url, rendered, VISITOR, 150);
  const withoutGood = await load(shell.url, fresh, VISITOR, 150);
  console.info(
    `empty documents at ${CONNECTIONS} connections, API slowed: crawlers ${crawlers.empty} of ${crawlers.documents} (503 ${crawlers.unavailable}); ` +
      `visitors with a good rendering ${withGood.empty} of ${withGood.documents} (stale ${withGood.stale}); ` +
      `visitors without ${withoutGood.empty} of ${withoutGood.documents}`,
  );
  expect(crawlers).toMatchObject({ empty: 0, other: 0 });
  expect(crawlers.documents).toBeGreaterThan(0);
  expect(withGood).toMatchObject({ empty: 0, other: 0, unavailable: 0 });
  expect(withGood.stale).toBeGreaterThan(0);
  expect(withoutGood.other).toBe(0);
});
