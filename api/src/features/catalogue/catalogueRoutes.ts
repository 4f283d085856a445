import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError, validationError } from '../../http/errors';
import { feature } from '../../http/feature';
import { described, errorResponses } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { ImportBody, ImportReport } from './catalogueSchemas';
import { formatOf, importCatalogue } from './importCatalogue';

/** A whole catalogue feed is a few megabytes (5,000 lots ≈ 2 MB). */
export const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

/** Equal tokens, compared in constant time (hashing first makes the lengths equal too). */
function tokenMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(token)) && given !== '';
}

/**
 * `POST /api/admin/catalogue/import`: the catalogue feed as `application/json` or a price list as `text/csv`, for
 * `Authorization: Bearer $ADMIN_TOKEN`. Without ADMIN_TOKEN the endpoint does not exist (404).
 */
export const catalogueRoutes = feature({ tag: 'Catalogue import' }, async (app, { ctx }) => {
  const token = ctx.config.adminToken;
  if (!token) return;
  // The file is read as text whatever it is: the importer parses and names bad rows itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/csv'], { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', async (request) => {
    if (!tokenMatches(request, token)) throw new ApiError(401, { detail: 'Bearer token required.' });
  });
  app.post(
    '/api/admin/catalogue/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      // the importer checks the file whole (JSON Schema and the catalogue's own rules) and names every bad row
      validatorCompiler: () => () => true,
      schema: {
        summary: 'Apply a catalogue feed or a price list',
        description: 'In one transaction or not at all; applying a file again changes nothing. 400: one key per bad row (`line 3`, a JSON path) with every reason.',
        body: ImportBody,
        response: { 200: described('What changed.', ref(ImportReport)), ...errorResponses(401) },
      },
    },
    async (request) => {
      const body: unknown = request.body;
      if (typeof body !== 'string') throw new ApiError(415, { detail: 'Send the feed as application/json or a price list as text/csv.' });
      const outcome = await importCatalogue(ctx.db, body, formatOf(body, request.headers['content-type']), 'API');
      if ('problems' in outcome) throw validationError(outcome.problems);
      request.log.info(outcome.report, 'catalogue imported');
      if (outcome.report.alerts_queued > 0) ctx.outbox.wake();
      return outcome.report;
    },
  );
});
