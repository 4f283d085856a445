// The catalogue's p99 with and without an image flood: `npm run image-flood -w bench` (the API must be built).
// Starts the production API on PGlite with an empty data directory and image cache of its own, then two autocannon
// runs against GET /api/flats/ (10 connections, BENCH_SECONDS each): alone, then while 32 more connections ask the
// image proxy for a different variant each time (sizes × formats × qualities × blurs of every image). Prints the two
// side by side with the API's memory and the image cache's size before and after the flood, and the load average.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { productionProcesses } from '../../scripts/apps.mjs';
import { runProcesses } from '../../scripts/runProcesses.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const api = 'http://127.0.0.1:4000';
const catalogue = '/api/flats/?city=moskva&rooms=2&limit=12';
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function variants(paths: string[]): string[] {
  const out: string[] = [];
  for (const path of paths)
    for (const size of [320, 400, 640, 768, 1024, 1280, 1536])
      for (const format of ['avif', 'webp', 'jpeg', 'png'])
        for (let quality = 5; quality <= 100; quality += 3) out.push(`/img/${path}?size=${size}&format=${format}&quality=${quality}&blur=${(quality % 7) / 3}`);
  return out;
}

/** Resident and peak memory of a process, from /proc. */
function memory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

function diskUsage(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

async function catalogueLatency(flood: string[] | null) {
  const run = autocannon({ url: `${api}${catalogue}`, connections: 10, duration: seconds });
  let images: Promise<autocannon.Result> | null = null;
  if (flood) {
    let next = 0;
    images = autocannon({
      url: api,
      connections: 32,
      duration: seconds,
      requests: [{ setupRequest: (request) => ({ ...request, path: flood[next++ % flood.length]! }) }],
    });
  }
  const [result, imageResult] = await Promise.all([run, images]);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors,
    images: imageResult && { total: imageResult.requests.total, ok: imageResult['2xx'], refused: imageResult.non2xx, timeouts: imageResult.timeouts, errors: imageResult.errors - imageResult.timeouts },
  };
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'image-flood-'));
const cacheDir = path.join(tmp, 'image-cache');
const apiSpec = productionProcesses().find((spec) => spec.name === 'api')!;
const site = await runProcesses([apiSpec], {
  env: { DATA_DIR: path.join(tmp, 'pglite'), IMAGE_CACHE_DIR: cacheDir, LOG_LEVEL: 'warn' },
});
try {
  const pid = site.children[0]!.child.pid!;
  const projects = ((await (await fetch(`${api}/api/projects/?city=moskva`)).json()) as { results: { image?: string; cover?: string }[] }).results;
  const paths = [
    ...new Set(
      projects
        .flatMap((project) => [project.image, project.cover])
        .filter((url): url is string => typeof url === 'string' && url.startsWith('/img/'))
        .map((url) => url.slice(5).split('?')[0]!),
    ),
  ];
  fs.mkdirSync(cacheDir, { recursive: true });
  const loadBefore = os.loadavg()[0]!;
  const memoryBefore = memory(pid);
  const diskBefore = diskUsage(cacheDir);
  const calm = await catalogueLatency(null);
  const flooded = await catalogueLatency(variants(paths.length ? paths : ['renders/render-1.jpg']));
  const memoryAfter = memory(pid);
  const diskAfter = diskUsage(cacheDir);

  const row = (label: string, run: typeof calm) =>
    `${label.padEnd(22)} p50 ${String(run.p50).padStart(5)} ms  p99 ${String(run.p99).padStart(5)} ms  (${run.requests} requests, ${run.failed} failed)`;
  console.info(`\nGET ${catalogue} on PGlite, ${seconds} s × 10 connections; 1-minute load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
  console.info(row('alone', calm));
  console.info(row('during an image flood', flooded));
  console.info(`p99 during the flood / alone: ${(flooded.p99 / Math.max(calm.p99, 1)).toFixed(2)}×`);
  const images = flooded.images!;
  console.info(`image requests (32 connections, ${paths.length} images): ${images.total} — ${images.ok} 2xx, ${images.refused} refused (503 past the queue), ${images.timeouts} waited over 10 s, ${images.errors} other errors`);
  console.info(`API memory: RSS ${mb(memoryBefore.rss)} → ${mb(memoryAfter.rss)} MB (peak ${mb(memoryAfter.peak)} MB)`);
  console.info(`image cache on disk: ${mb(diskBefore.bytes)} → ${mb(diskAfter.bytes)} MB (${diskBefore.files} → ${diskAfter.files} files)`);
} finally {
  await site.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
