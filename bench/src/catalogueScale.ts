// BENCH_PARTS=catalogue: a large developer's catalogue, BENCH_LOTS lots (several sizes comma-separated), generated
// deterministically (`npm run scale-feed -w api`), imported through the API's own endpoint into an empty database,
// PGlite and PostgreSQL, and measured beside the same run's /api/health: the import's time and the API's memory, reads
// during it, a no-op import, uncached and cached selection and facets, a booking's effect on the cache, a price list's
// way to the selection, the lot page and every feed, feeds and sitemaps.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readSamples, sampleValue, type Sample } from '@estate/server-kit';
import pg from 'pg';
import { repoRoot } from '../../scripts/apps.mjs';
import { runProcesses } from '../../scripts/runProcesses.mjs';
import { measureThroughput, type Throughput } from './apiThroughput';
import { apiSpec } from './apiProcess';
import { flatFacetPaths, flatSelectionPaths, uncachedFacetPaths, uncachedSelectionPaths } from './loadTargets';
import { csv, feedLots, postFile, probe, processMemory, siteGet, timed, visibleWithin } from './catalogueTools';

const TOKEN = 'bench-catalogue-token';
const PORT = 4102;
const METRICS_PORT = 4103;
const base = `http://127.0.0.1:${PORT}`;
const FEEDS = ['yandex-realty', 'cian', 'avito'];

export interface ScaleRow {
  measure: string;
  figure: string;
  floor: string;
  target: string;
}

const rate = (result: Throughput, floor: Throughput) =>
  `${result.requestsPerSecond.toFixed(0)} req/s (${((result.requestsPerSecond / floor.requestsPerSecond) * 100).toFixed(0)} %), p99 ${result.p99} ms, ${result.errors} errors`;
/**
 * Seconds of other unseen filters before each uncached measurement, so it finds the process as one that has served
 * them a while (its code for them compiled, its heap sized for them): in the first seconds after a start or an import
 * the p99 of the same filters was 3–7 times the steady one, the cost of a start rather than of a filter.
 */
const WARM_UP_SECONDS = 5;
/** The warm-ups' prices lie between the measured ones (which step by 7): the same band, never the same filter. */
const WARM_UP_PRICE_SHIFT = 3;

const floorText = (floor: Throughput) => `${floor.requestsPerSecond.toFixed(0)} req/s, p99 ${floor.p99} ms`;

/** A database of its own on the PostgreSQL server of `url`, dropped by the returned function. */
async function freshDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_catalogue_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** One scrape of the API's metrics. */
async function scrapeApi(): Promise<Sample[]> {
  return readSamples(await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text());
}

/** The API's own count of GET answers of `route` in a scrape, per latency bucket (upper bound in ms → cumulative count). */
function serverLatencies(samples: Sample[], route: string): Map<number, number> {
  const buckets = samples.filter(({ name, labels }) => name === 'http_request_duration_seconds_bucket' && labels.route === route && labels.method === 'GET');
  return new Map(buckets.map(({ labels, value }) => [labels.le === '+Inf' ? Infinity : Number(labels.le) * 1000, value]));
}

/**
 * The smallest bucket bound within which the API itself answered 99 % of the requests between two readings: its
 * work, from the request parsed to the response sent, without the time the request waited to be read.
 */
function serverP99(before: Map<number, number>, after: Map<number, number>): string {
  const total = (after.get(Infinity) ?? 0) - (before.get(Infinity) ?? 0);
  const bound = [...after.keys()].sort((a, b) => a - b).find((le) => (after.get(le)! - (before.get(le) ?? 0)) >= total * 0.99);
  return bound === undefined || total === 0 ? 'no answers' : `99 % ≤ ${bound} ms`;
}

/**
 * The longest the API's event loop was blocked since the scrape before (each scrape resets it). A request that reached
 * the process waits at most the turn it arrived in and its own, about twice that, plus its own work (the histogram's
 * bound): a p99 above their sum was spent before the process read the request (a connection waiting to be accepted,
 * which wrkThroughput.ts now holds the load back for) or in the load generator.
 */
function longestStall(samples: Sample[]): string {
  const seconds = sampleValue(samples, 'nodejs_eventloop_lag_max_seconds');
  return seconds === undefined ? 'no event-loop figure' : `longest event-loop stall ${Math.round(seconds * 1000)} ms`;
}

export function generateFeed(lots: number, dir: string): string {
  const file = path.join(dir, `scale-feed-${lots}.json`);
  if (fs.existsSync(file)) return file;
  const made = spawnSync('npm', ['run', 'scale-feed', '-w', 'api', '--', String(lots), file], { cwd: repoRoot, stdio: 'inherit' });
  if (made.status !== 0) throw new Error(`scale-feed exited with ${made.status}`);
  return file;
}

/**
 * Every step, or only what a price list's way to the pages and feeds needs (the import, the feeds built, the price
 * list), or only the reads (the import, the reads during it, the uncached and cached reads), for iterating on one.
 */
export type CatalogueSteps = 'all' | 'price-list' | 'reads';

export async function catalogueScale(database: 'PGlite' | 'PostgreSQL', feed: string, lots: number, dir: string, seconds: number, pgUrl?: string, steps: CatalogueSteps = 'all'): Promise<ScaleRow[]> {
  const own = database === 'PostgreSQL' && pgUrl ? await freshDatabase(pgUrl) : null;
  const env = { ADMIN_TOKEN: TOKEN, METRICS_PORT: String(METRICS_PORT), DATA_DIR: path.join(dir, `api-${database}-${lots}`), DATABASE_URL: own?.url ?? '' };
  const api = await runProcesses([apiSpec(`api-${lots}`, PORT, env)]);
  const pid = api.children[0]!.child.pid!;
  const rows: ScaleRow[] = [];
  const row = (measure: string, figure: string, floor = '', target = '') => {
    rows.push({ measure, figure, floor, target });
    process.stderr.write(`${database} ${lots}: ${measure}: ${figure}\n`);
  };
  try {
    /** The import under reads, a no-op import, throughput beside the floor, a booking's effect on the cache. */
    async function throughputAndBooking() {
      const cached = [...flatSelectionPaths(), ...flatFacetPaths()];
      for (const target of cached) await (await fetch(base + target)).arrayBuffer();
      const emptyFloor = await measureThroughput(base, ['/api/health'], seconds);
      const memoryBefore = processMemory(pid);

      // the import, with 50 connections of reads (the 128 cached filters as the catalogue changes under them, and 32
      // new ones) and a probe of /api/health
      let importing!: Promise<unknown>;
      const imported = timed(() => (importing = postFile(`${base}/api/admin/catalogue/import`, TOKEN, fs.createReadStream(feed), 'application/json')));
      const [reads, health, result] = await Promise.all([
        measureThroughput(base, [...cached, ...uncachedSelectionPaths(16, 900_000), ...uncachedFacetPaths(16, 900_000)], 3600, {}, importing),
        probe(`${base}/api/health`, importing),
        imported,
      ]);
      if (result.value.status !== 200) throw new Error(`import answered ${result.value.status}: ${result.value.body.slice(0, 500)}`);
      const memory = processMemory(pid);
      row('import through the API', `${(result.ms / 1000).toFixed(1)} s`);
      row('API memory (RSS before → peak)', `${memoryBefore.rssMb} → ${memory.peakMb} MB`);
      row('reads during the import (50 connections)', `${reads.requestsPerSecond.toFixed(0)} req/s, p50 ${reads.p50} ms, p99 ${reads.p99} ms, ${reads.errors} errors`, `/api/health probe: p99 ${health.p99} ms, slowest ${health.max} ms, ${health.errors} errors`, database === 'PostgreSQL' ? 'p99 ≤ 300 ms, 0 errors' : 'p99 ≤ PGLITE_QUEUE_TIMEOUT_MS (8 s), 0 errors');
      if (steps === 'all') {
        const noop = await timed(() => postFile(`${base}/api/admin/catalogue/import`, TOKEN, fs.createReadStream(feed), 'application/json'));
        row('the same feed again (no-op)', `${(noop.ms / 1000).toFixed(1)} s, ${JSON.parse(noop.value.body).changed === false ? 'nothing written' : 'WROTE'}`);
      }

      // throughput, each beside the floor measured just before it, in the same state of the process (the catalogue in
      // its memory, the heap it takes): a health check costs more there than on the empty catalogue before the import
      const floor = await measureThroughput(base, ['/api/health'], seconds);
      // enough filters that none is asked twice (at 400 a second they came round again, and were answered from the cache)
      const count = Math.max(20_000, Math.round(seconds * 5000));
      row('/api/health on the empty catalogue, before the import', floorText(emptyFloor));
      row('/api/health (floor)', floorText(floor));
      const uncachedTarget = database === 'PostgreSQL' ? '≥ 30 % of floor, p99 ≤ 100 ms' : 'facets p99 ≤ 300 ms';
      // each beside a floor measured right after its warm-up, and the API's own time for the same requests
      const uncached = async (measure: string, route: string, paths: (count: number, from?: number, priceShift?: number) => string[]) => {
        await measureThroughput(base, paths(count, 0, WARM_UP_PRICE_SHIFT), WARM_UP_SECONDS);
        const warmFloor = await measureThroughput(base, ['/api/health'], seconds);
        const before = serverLatencies(await scrapeApi(), route);
        const result = await measureThroughput(base, paths(count), seconds);
        const after = await scrapeApi();
        const server = serverP99(before, serverLatencies(after, route));
        row(measure, `${rate(result, warmFloor)}; in the API ${server}, ${longestStall(after)}`, floorText(warmFloor), uncachedTarget);
      };
      await uncached('uncached selection', '/api/flats/', uncachedSelectionPaths);
      await uncached('uncached facets', '/api/flats/facets/', uncachedFacetPaths);
      for (const target of cached) await (await fetch(base + target)).arrayBuffer();
      row('cached selection', rate(await measureThroughput(base, flatSelectionPaths(), seconds), floor), floorText(floor));
      row('cached facets', rate(await measureThroughput(base, flatFacetPaths(), seconds), floor), floorText(floor));
      if (steps === 'reads') return;

      // a booking (one lot held, through a one-line price list) and the next 1,000 requests of cached filters
      for (const target of cached) await (await fetch(base + target)).arrayBuffer();
      const before = await scrapeApi();
      const booked = lotsOnSale[Math.floor(lotsOnSale.length / 2)]!;
      await postFile(`${base}/api/admin/catalogue/import`, TOKEN, csv([{ ...booked, status: 'booked' }]), 'text/csv');
      for (let index = 0; index < 1000; index += 10) await Promise.all(cached.slice(0, 10).map((_, offset) => fetch(base + cached[(index + offset) % cached.length]).then((response) => response.arrayBuffer())));
      const after = await scrapeApi();
      const lookupsOf = (samples: Sample[], result: string) => sampleValue(samples, 'api_response_cache_lookups_total', { result }) ?? 0;
      const delta = (result: string) => lookupsOf(after, result) - lookupsOf(before, result);
      const lookups = ['hit', 'coalesced', 'miss', 'bypass'].reduce((sum, key) => sum + delta(key), 0);
      row('after a booking: the next 1,000 requests of cached filters', `${((delta('hit') / lookups) * 100).toFixed(1)} % from the cache`, '', 'hit rate ≥ 95 %');
    }

    const lotsOnSale = feedLots(feed).filter((lot) => lot.status === 'free');
    if (steps === 'price-list') {
      const imported = await timed(() => postFile(`${base}/api/admin/catalogue/import`, TOKEN, fs.createReadStream(feed), 'application/json'));
      if (imported.value.status !== 200) throw new Error(`import answered ${imported.value.status}: ${imported.value.body.slice(0, 500)}`);
      row('import through the API (alone)', `${(imported.ms / 1000).toFixed(1)} s`);
    } else await throughputAndBooking();
    if (steps === 'reads') return rows;

    // feeds and sitemaps: cold (every part built) and again
    for (const feedName of FEEDS) {
      const cold = await siteGet(`${base}/feeds/${feedName}.xml`);
      const warm = await siteGet(`${base}/feeds/${feedName}.xml`);
      if (cold.status !== 200) throw new Error(`/feeds/${feedName}.xml answered ${cold.status}`);
      row(`feed ${feedName}`, `built ${cold.ms.toFixed(0)} ms (${(cold.body.length / 2 ** 20).toFixed(1)} MB), again ${warm.ms.toFixed(0)} ms`);
    }
    for (const sitemap of ['/sitemap.xml', '/sitemaps/1.xml']) {
      const first = await siteGet(base + sitemap);
      row(`sitemap ${sitemap}`, `${first.ms.toFixed(0)} ms (${(first.body.length / 1024).toFixed(0)} KB, ${first.status})`);
    }

    // a price list of 10,000 lots (half the catalogue at smaller sizes): how soon the selection, a lot page and every feed show it
    const size = Math.min(10_000, Math.floor(lots / 2), lotsOnSale.length);
    const changed = Array.from({ length: size }, (_, index) => lotsOnSale[Math.floor((index * lotsOnSale.length) / size)]!);
    const started = performance.now();
    const priced = await postFile(`${base}/api/admin/catalogue/import`, TOKEN, csv(changed.map((lot) => ({ ...lot, price: lot.price + 7 }))), 'text/csv');
    const answered = performance.now() - started;
    const visible = await visibleWithin(base, changed, FEEDS, started);
    row(`a price list of ${changed.length} lots`, `import ${(answered / 1000).toFixed(1)} s (${JSON.parse(priced.body).price_list?.updated} updated); visible: ${visible}`, '', 'every feed within 10 s');
    return rows;
  } finally {
    await api.stop();
    await own?.drop();
  }
}
