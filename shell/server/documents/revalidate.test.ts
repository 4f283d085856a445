/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { revalidate } from './revalidate';

/** A stand-in API: answers 304 to the ETag it holds for a path, 200 otherwise, with the data versions the test sets. */
async function fakeApi(etags: Record<string, string>, version: () => string) {
  const asked: Array<{ path: string; ifNoneMatch: string | undefined; host: string | undefined }> = [];
  const server = http.createServer((req, res) => {
    asked.push({ path: req.url ?? '', ifNoneMatch: req.headers['if-none-match'], host: req.headers['x-forwarded-host'] as string | undefined });
    const same = etags[req.url ?? ''] === req.headers['if-none-match'];
    res.writeHead(same ? 304 : 200, { 'X-Data-Version': version(), ETag: etags[req.url ?? ''] ?? 'W/"new"' }).end(same ? undefined : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const document = { status: 200, headers: { 'Content-Type': 'text/html' }, body: { identity: Buffer.from('<html>') } };

it('keeps a document whose every read is unchanged at the versions in force, and no other', async () => {
  let version = 'catalogue:8.content:3';
  const api = await fakeApi({ '/api/flats/?city=moskva': 'W/"flats"', '/api/cities/': 'W/"cities"' }, () => version);
  const learnt: string[] = [];
  const deps = { requestId: 'req-1', learn: (header: string | undefined) => void learnt.push(String(header)), timeoutMs: 2000 };
  const reads = [
    { url: `${api.base}/api/flats/?city=moskva`, headers: { 'x-forwarded-host': 'localhost:8080' }, etag: 'W/"flats"' },
    { url: `${api.base}/api/cities/`, headers: { 'x-forwarded-host': 'localhost:8080' }, etag: 'W/"cities"' },
  ];
  try {
    expect(await revalidate({ document, reads }, deps)).toEqual({ document, keep: true, dataVersion: 'catalogue:8.content:3', reads });
    expect(api.asked).toEqual(expect.arrayContaining([{ path: '/api/flats/?city=moskva', ifNoneMatch: 'W/"flats"', host: 'localhost:8080' }]));
    expect(learnt).toContain('catalogue:8.content:3');
    // one read changed: rendered again
    expect(await revalidate({ document, reads: [...reads, { ...reads[0]!, etag: 'W/"old"' }] }, deps)).toBeNull();
    // the API cannot be asked: rendered again
    await api.close();
    expect(await revalidate({ document, reads }, deps)).toBeNull();
  } finally {
    version = '';
  }
});
