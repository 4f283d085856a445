import fs from 'node:fs';
import sharp from 'sharp';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';

describe.each(backends())('GET /img/<path> on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test?.close());

  it('returns a seed image as webp, 640 wide, quality 80, cached for a year', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/img/renders/render-1.jpg?size=640&quality=80&format=webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // the route's own policy over the API's same-site one: the site's pages on every city host show it
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    expect(response.headers['set-cookie']).toBeUndefined();

    const cached = fs.readdirSync(test.ctx.config.imageCacheDir, { recursive: true }).filter((file) => String(file).endsWith('.webp'));
    expect(cached).toHaveLength(1);
    const again = await test.app.inject({ method: 'GET', url: '/img/renders/render-1.jpg?size=640&quality=80&format=webp' });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    const revalidated = await test.app.inject({ method: 'GET', url: '/img/renders/render-1.jpg?size=640&quality=80&format=webp', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('converts plans to avif and png, keeps the original without size, blurs previews', async () => {
    const avif = await test.app.inject({ method: 'GET', url: '/img/layouts/flat-2-1.png?size=320&format=avif&quality=50' });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(320);
    const original = await test.app.inject({ method: 'GET', url: '/img/layouts/flat-2-1.png' });
    expect(original.headers['content-type']).toBe('image/png');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1200);
    const preview = await test.app.inject({ method: 'GET', url: '/img/press/cover-2.jpg?size=400&quality=30&blur=60&format=jpeg' });
    expect(preview.statusCode).toBe(200);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(400);
  });

  it('refuses sizes outside the allow-list and other bad parameters with 400, unknown paths with 404', async () => {
    const cacheFiles = () => (fs.existsSync(test.ctx.config.imageCacheDir) ? fs.readdirSync(test.ctx.config.imageCacheDir, { recursive: true }).length : 0);
    const before = cacheFiles();
    for (const size of ['641', '4000', '-1', 'big']) {
      const response = await test.app.inject({ method: 'GET', url: `/img/renders/render-1.jpg?size=${size}` });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['size']);
    }
    expect((await test.app.inject({ method: 'GET', url: '/img/renders/render-1.jpg?format=gif' })).statusCode).toBe(400);
    expect((await test.app.inject({ method: 'GET', url: '/img/renders/render-1.jpg?quality=0' })).statusCode).toBe(400);
    expect((await test.app.inject({ method: 'GET', url: '/img/renders/missing.jpg?size=640' })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/img/../etc/passwd' })).statusCode).toBe(404);
    expect(cacheFiles()).toBe(before);
  });

  it('snaps quality and blur to their steps: near-identical requests share one variant', async () => {
    const etag = async (query: string) => (await test.app.inject({ method: 'GET', url: `/img/press/cover-2.jpg?size=320&${query}` })).headers.etag;
    expect(await etag('quality=77')).toBe(await etag('quality=80'));
    expect(await etag('quality=80&blur=59.37')).toBe(await etag('quality=80&blur=60'));
    expect(await etag('quality=80&blur=0.5')).toBe(await etag('quality=80'));
    expect(await etag('quality=30')).not.toBe(await etag('quality=80'));
  });
});

describe('the resized-image cache under a flood', () => {
  let test: TestApp;
  const files = () => fs.readdirSync(test.ctx.config.imageCacheDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const bytes = () => files().reduce((sum, entry) => sum + fs.statSync(`${entry.parentPath}/${entry.name}`).size, 0);

  beforeAll(async () => {
    test = await createTestApp('pglite', {}, (config) => ({ ...config, images: { cacheMaxBytes: 10_000, resizeConcurrency: 1, resizeQueue: 2 } }));
  });
  afterAll(() => test?.close());

  it('keeps the disk cache within its bound, least recently used out first', async () => {
    const url = (quality: number) => `/img/layouts/flat-2-1.png?size=320&format=jpeg&quality=${quality}`;
    for (const quality of [10, 20, 30, 40, 50, 60, 70, 80, 90, 100]) expect((await test.app.inject({ method: 'GET', url: url(quality) })).statusCode).toBe(200);
    expect(bytes()).toBeLessThanOrEqual(10_000);
    expect(files().length).toBeLessThan(10);
    const newest = await test.app.inject({ method: 'GET', url: url(100) });
    expect(newest.statusCode).toBe(200);
  });

  it('bounds the encodes waiting: past the queue a flood gets 503 {detail}, never a 500', async () => {
    const responses = await Promise.all(
      [320, 400, 640, 768, 1024, 1280, 1536].map((size) => test.app.inject({ method: 'GET', url: `/img/renders/render-1.jpg?size=${size}&format=avif` })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    for (const response of responses.filter((r) => r.statusCode === 503)) expect(response.json()).toEqual({ detail: expect.any(String) });
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  });
});
