import path from 'node:path';
import { feature } from '../../http/feature';
import { ApiError } from '../../http/errors';
import { described, errorResponses } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { writeAudit } from '../../shared/staff/auditLog';
import { storeDocument, storeImage } from './mediaRepository';
import { UploadedMedia, UploadQuery } from './mediaSchemas';
import { checkPdf, contentHash, reencodeImage, sniff, uploadMessages } from './uploadChecks';

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
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: Math.max(imageMaxBytes, pdfMaxBytes) }, (_request, body, done) => done(null, body));

  app.post('/api/admin/media/', {
    config: { staff: 'media' },
    bodyLimit: Math.max(imageMaxBytes, pdfMaxBytes),
    schema: {
      summary: 'Upload an image or a PDF document (the raw file as the body)',
      description: 'Checked by content, not by name or type header: JPEG, PNG, WebP, GIF or AVIF (re-encoded, metadata stripped) or a PDF without active content. 400 for anything else, 413 past the size limits.',
      querystring: UploadQuery,
      response: { 201: described('Stored.', ref(UploadedMedia)), ...errorResponses(413, 415) },
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
      await storeImage(ctx.db, { path: stored, mime: image.mime, width: image.width, height: image.height, hash: hash.slice(0, 16), data: image.data }, (tx) =>
        writeAudit(tx, request, { action: 'upload', resource: 'media', recordId: stored, after: { name: cleanName(request.query.name), size: image.data.length } }),
      );
      return reply.status(201).send({ kind, path: stored, url: `/img/${stored}`, size: image.data.length, width: image.width, height: image.height });
    }
    if (bytes.length > pdfMaxBytes) throw new ApiError(413, { detail: uploadMessages.pdfTooLarge(pdfMaxBytes / MB) });
    await checkPdf(bytes);
    const hash = contentHash(bytes);
    const stored = `documents/${hash.slice(0, 24)}.pdf`;
    const name = cleanName(request.query.name);
    await storeDocument(ctx.db, { path: stored, name, hash, data: bytes }, (tx) =>
      writeAudit(tx, request, { action: 'upload', resource: 'media', recordId: stored, after: { name, size: bytes.length } }),
    );
    return reply.status(201).send({ kind, path: stored, url: `/api/files/${stored}`, size: bytes.length });
  });
});
