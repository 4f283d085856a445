import { Type } from 'typebox';
import { notFound } from '../../http/errors';
import { feature } from '../../http/feature';
import { errorResponses } from '../../http/schema/responses';
import { findFile } from './fileRepository';

const PDF = { type: 'string', format: 'binary' };

const FileParams = Type.Object({
  hash: Type.String({ pattern: '^[0-9a-f]{24}\\.pdf$', description: 'The content’s hash: `{24 hex digits}.pdf`.' }),
});

/**
 * `GET /api/files/documents/{hash}.pdf`: a document uploaded in the back office, immutable (its name is its content's
 * hash), from PostgreSQL, so every API process serves it.
 */
export const fileRoutes = feature({ tag: 'Images' }, async (app, { ctx }) => {
  app.get(
    '/api/files/documents/:hash',
    {
      schema: {
        summary: 'An uploaded PDF document',
        params: FileParams,
        response: { 200: { description: 'The document.', content: { 'application/pdf': { schema: PDF } } }, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const file = await findFile(ctx.db, `documents/${request.params.hash}`);
      if (!file) throw notFound();
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('content-disposition', `inline; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      reply.type(file.mime);
      return reply.send(Buffer.from(file.data));
    },
  );
});
