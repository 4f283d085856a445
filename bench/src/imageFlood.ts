// The catalogue's p99 with and without an image flood: `API_URL=http://127.0.0.1:4000 npm run image-flood -w bench`.
// Two autocannon runs against GET /api/flats/ (10 connections, BENCH_SECONDS each): alone, then while 32 more
// connections ask the image proxy for a different variant each time (sizes × formats × qualities of every image).
import autocannon from 'autocannon';

const api = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const catalogue = '/api/flats/?city=moskva&rooms=2&limit=12';

function variants(paths: string[]): string[] {
  const out: string[] = [];
  for (const path of paths)
    for (const size of [320, 400, 640, 768, 1024, 1280, 1536])
      for (const format of ['avif', 'webp', 'jpeg', 'png'])
        for (let quality = 5; quality <= 100; quality += 3) out.push(`/img/${path}?size=${size}&format=${format}&quality=${quality}&blur=${(quality % 7) / 3}`);
  return out;
}

async function p99(flood: string[] | null): Promise<{ p99: number; p50: number; requests: number; images?: string }> {
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
  const statuses = imageResult ? `images ${imageResult.requests.total} (2xx ${imageResult['2xx']}, non-2xx ${imageResult.non2xx})` : undefined;
  return { p99: result.latency.p99, p50: result.latency.p50, requests: result.requests.total, images: statuses };
}

const photos = ((await (await fetch(`${api}/api/projects/?city=moskva`)).json()) as { results: { image?: string; cover?: string }[] }).results;
const paths = [...new Set(photos.flatMap((project) => [project.image, project.cover]).filter((url): url is string => typeof url === 'string' && url.startsWith('/img/')).map((url) => url.slice(5).split('?')[0]!))];
const calm = await p99(null);
const flooded = await p99(variants(paths.length ? paths : ['renders/render-1.jpg']));
console.info(`catalogue ${catalogue} alone:        p50 ${calm.p50} ms, p99 ${calm.p99} ms (${calm.requests} requests)`);
console.info(`catalogue during an image flood: p50 ${flooded.p50} ms, p99 ${flooded.p99} ms (${flooded.requests} requests; ${flooded.images})`);
