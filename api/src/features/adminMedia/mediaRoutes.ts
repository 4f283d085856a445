import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../appContext';
import { feature } from '../../http/feature';
import { ApiError, notFound } from '../../http/errors';
import { writeAudit } from '../../shared/staff/auditLog';
import { checkPdf, contentHash, reencodeImage, sniff, uploadMessages } from './uploadChecks';

const FILE_PATH = /^documents\/[0-9a-f]{24}\.pdf$/;
const MB = 1024 * 1024;

/** A file name fit for a header: letters, digits and a few signs, at most 100 characters. */
function cleanName(name: string | undefined): string {
  const base = path.basename(String(name ?? '')).replace(/[^\p{L}\p{N} ._()-]+/gu, '_').slice(0, 100).trim();
  return base || 'document.pdf';
}

/**
 * Uploads (`POST /api/admin/media/?name=…`, the file as the raw body): checked by content, not by name or type
 * header; an image is re-encoded (metadata stripped) into `images` and served by the image proxy (`/img/…`); a PDF
 * without active content goes to `files`, served at `/api/files/documents/{hash}.pdf`. Both live in PostgreSQL, so
 * every API process serves them. Past the size limits: 413, before the body is read.
 */
export const mediaRoutes = feature({ tag: 'Back office' }, async (app, { ctx }) => {
  const { imageMaxBytes, pdfMaxBytes } = ctx.config.staff;
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: Math.max(imageMaxBytes, pdfMaxBytes) }, (_request, body, done) => done(null, body));

  routes.post('/api/admin/media/', {
    config: { staff: 'media' },
    bodyLimit: Math.max(imageMaxBytes, pdfMaxBytes),
    schema: {
      
      summary: 'Upload an image or a PDF document (the raw file as the body)',
      querystring: Type.Object({ name: Type.Optional(Type.String({ maxLength: 200 })) }),
      response: {
        201: Type.Object({ kind: Type.Enum(['image', 'pdf']), path: Type.String(), url: Type.String(), size: Type.Integer(), width: Type.Optional(Type.Integer()), height: Type.Optional(Type.Integer()) }),
      },
    },
  }, async (request, reply) => {
    const bytes = request.body;
    if (!Buffer.isBuffer(bytes)) throw new ApiError(415, { detail: uploadMessages.kind });
    const kind = sniff(bytes);
    if (!kind) throw new ApiError(400, { file: [uploadMessages.kind] });
    if (kind === 'image') {
      if (bytes.length > imageMaxBytes) throw new ApiError(413, { detail: uploadMessages.imageTooLarge(imageMaxBytes / MB) });
      const image = await reencodeImage(bytes);
      const hash = contentHash(image.data);
      const stored = `uploads/${hash.slice(0, 24)}.${image.extension}`;
      await ctx.db.transaction(async (tx) => {
        await tx.query('insert into images (path, mime, width, height, hash, data) values ($1, $2, $3, $4, $5, $6) on conflict (path) do nothing', [
          stored, image.mime, image.width, image.height, hash.slice(0, 16), image.data,
        ]);
        await writeAudit(tx, request, { action: 'upload', resource: 'media', recordId: stored, after: { name: cleanName(request.query.name), size: image.data.length } });
      });
      return reply.status(201).send({ kind, path: stored, url: `/img/${stored}`, size: image.data.length, width: image.width, height: image.height });
    }
    if (bytes.length > pdfMaxBytes) throw new ApiError(413, { detail: uploadMessages.pdfTooLarge(pdfMaxBytes / MB) });
    await checkPdf(bytes);
    const hash = contentHash(bytes);
    const stored = `documents/${hash.slice(0, 24)}.pdf`;
    const name = cleanName(request.query.name);
    await ctx.db.transaction(async (tx) => {
      await tx.query('insert into files (path, mime, name, size, hash, data) values ($1, $2, $3, $4, $5, $6) on conflict (path) do nothing', [
        stored, 'application/pdf', name, bytes.length, hash, bytes,
      ]);
      await writeAudit(tx, request, { action: 'upload', resource: 'media', recordId: stored, after: { name, size: bytes.length } });
    });
    return reply.status(201).send({ kind, path: stored, url: `/api/files/${stored}`, size: bytes.length });
  });
});

/** `GET /api/files/documents/{hash}.pdf`: an uploaded document, immutable (its name is its content's hash). */
export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/files/*', async (request, reply) => {
    const stored = (request.params as { '*': string })['*'] ?? '';
    if (!FILE_PATH.test(stored)) throw notFound();
    const { rows } = await ctx.db.query<{ mime: string; name: string; data: Buffer | Uint8Array }>('select mime, name, data from files where path = $1', [stored]);
    const file = rows[0];
    if (!file) throw notFound();
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('content-disposition', `inline; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent(file.name)}`);
    reply.type(file.mime);
    return reply.send(Buffer.from(file.data));
  });
}
