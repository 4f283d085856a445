// What the catalogue bench (catalogueScale.ts) asks the API and the machine: files posted to the import endpoint,
// pages read as the site's host, the API's memory, a probe's latencies, and how soon a price list shows everywhere.
import fs from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The site's default host (the API answers feeds and sitemaps for a site host only). */
const SITE_HOST = 'localhost:8080';

export interface FeedLot {
  external_id: string;
  price: number;
  status: string;
  kind: string;
  city: string;
  project: string;
}

const lotsOfFeed = new Map<string, FeedLot[]>();

/** Every lot of a generated feed with its city and project (read once per file). */
export function feedLots(file: string): FeedLot[] {
  const known = lotsOfFeed.get(file);
  if (known) return known;
  type Level<K extends string, T> = Record<K, T[]>;
  const feed = JSON.parse(fs.readFileSync(file, 'utf8')) as Level<'cities', { external_id: string } & Level<'projects', { slug: string } & Level<'buildings', Level<'sections', Level<'floors', Level<'lots', Omit<FeedLot, 'city' | 'project'>>>>>>>;
  const lots = feed.cities.flatMap((city) =>
    city.projects.flatMap((project) =>
      project.buildings.flatMap((building) =>
        building.sections.flatMap((section) => section.floors.flatMap((floor) => floor.lots.map((lot) => ({ ...lot, city: city.external_id, project: project.slug })))),
      ),
    ),
  );
  lotsOfFeed.set(file, lots);
  return lots;
}

/** A price list of `lots` as the sales system sends it. */
export const csv = (lots: ReadonlyArray<Pick<FeedLot, 'external_id' | 'price' | 'status'>>) =>
  ['external_id;price;old_price;status', ...lots.map((lot) => `${lot.external_id};${lot.price};;${lot.status}`)].join('\n');

export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** POSTs a file (a stream) or a text to the admin endpoint `url`. */
export function postFile(url: string, token: string, body: Readable | string, contentType: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': contentType } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    (typeof body === 'string' ? Readable.from([body]) : body).pipe(request);
  });
}

const gunzip = promisify(zlib.gunzip);

/**
 * GETs `url` as the site's default host, compressed as the classifieds' robots and search engines ask: the status,
 * the body, when its last byte arrived and how long after asking (its decompression here not counted).
 */
export function siteGet(url: string): Promise<{ status: number; body: string; arrived: number; ms: number }> {
  const asked = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host: SITE_HOST, 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const arrived = performance.now();
          const bytes = Buffer.concat(chunks);
          const body = response.headers['content-encoding'] === 'gzip' ? gunzip(bytes) : Promise.resolve(bytes);
          body.then((text) => resolve({ status: response.statusCode ?? 0, body: text.toString('utf8'), arrived, ms: arrived - asked }), reject);
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The process's resident memory now and at its peak (Linux), in MB. */
export function processMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** Asks `url` every 100 ms until `until` settles: the 99th percentile and the slowest answer, and the failures. */
export async function probe(url: string, until: Promise<unknown>): Promise<{ p99: number; max: number; errors: number }> {
  let done = false;
  const stop = () => (done = true);
  void until.then(stop, stop);
  const times: number[] = [];
  let errors = 0;
  while (!done) {
    const started = performance.now();
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) errors += 1;
    } catch {
      errors += 1;
    }
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  times.sort((a, b) => a - b);
  return { p99: Math.round(times[Math.floor(times.length * 0.99)] ?? 0), max: Math.round(times.at(-1) ?? 0), errors };
}

/**
 * How long after `started` (a price list of `changed`, each lot's price raised by 7 roubles) a lot of the default
 * city's is listed at its new price in the selection and shown on its page, and every feed of the site's host offers
 * every changed lot of that city at its new price. Asked every 250 ms, for a minute at most. Each figure is when the
 * answer that shows the change arrived: reading a feed of 100 MB here takes seconds of the bench's, not the site's.
 */
export async function visibleWithin(base: string, changed: readonly FeedLot[], feeds: readonly string[], started: number): Promise<string> {
  const city = changed.filter((lot) => lot.city === 'moskva');
  const probeLot = city.find((lot) => lot.kind === 'flat' || lot.kind === 'apartment');
  if (!probeLot) return 'no flat of the default city changed';
  const price = probeLot.price + 7;
  const expected = new Set(city.map((lot) => String(lot.price + 7)));
  const seen = new Map<string, number>();
  /** each check: when the answer showing the change arrived, or null */
  const pending = new Map<string, () => Promise<number | null>>([
    [
      'selection and lot page',
      async () => {
        const listed = await fetch(`${base}/api/flats/?city=moskva&project=${probeLot.project}&price_min=${price}&price_max=${price}`);
        const { results } = (await listed.json()) as { results: Array<{ id: number }> };
        for (const { id } of results) {
          const lot = (await (await fetch(`${base}/api/flats/${id}/`)).json()) as { external_id: string; price: number };
          if (lot.external_id === probeLot.external_id && lot.price === price) return performance.now();
        }
        return null;
      },
    ],
    ...feeds.map((feed): [string, () => Promise<number | null>] => [
      feed,
      async () => {
        const { body, arrived } = await siteGet(`${base}/feeds/${feed}.xml`);
        const numbers = new Set(body.match(/\d{5,}/g) ?? []);
        return [...expected].every((value) => numbers.has(value)) ? arrived : null;
      },
    ]),
  ]);
  // each probe asks again on its own until it sees the change, so a slow one (a feed) never delays another's figure
  await Promise.all(
    [...pending].map(async ([name, check]) => {
      while (performance.now() - started < 60_000) {
        const arrived = await check();
        if (arrived !== null) {
          seen.set(name, arrived - started);
          pending.delete(name);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }),
  );
  const shown = [...seen].map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`);
  return [...shown, ...[...pending.keys()].map((name) => `${name} NOT within 60 s`)].join(', ');
}
