import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ApiError, validationError } from '../../http/errors';
import { feature } from '../../http/feature';
import { described, errorResponses } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { ImportBody, ImportReport } from './catalogueSchemas';
import { IMPORT_BODY_LIMIT, spoolCatalogue } from './catalogueSource';
import { ImportBusyError } from './catalogueWrites';
import { importCatalogue } from './importCatalogue';

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
  // The file is taken as it comes, to a temporary file (the importer streams it from there, and names bad rows itself).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/csv'], (_request, payload, done) => done(null, payload));
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
        description:
          'Checked whole first: a file with a bad row changes nothing (400: one key per bad row, `line 3` or a JSON path, with every reason). ' +
          'Then applied project by project in batches, each its own transaction, so the site keeps answering meanwhile; applying a file again changes nothing. ' +
          '409 while another import is running.',
        body: ImportBody,
        response: { 200: described('What changed.', ref(ImportReport)), ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      if (!request.body) throw new ApiError(415, { detail: 'Send the feed as application/json or a price list as text/csv.' });
      const source = await spoolCatalogue(request.body as Readable, request.headers['content-type'] ?? '', IMPORT_BODY_LIMIT);
      try {
        const outcome = await importCatalogue(ctx.db, source, { dataVersion: ctx.dataVersion, origin: 'API' });
        if ('problems' in outcome) throw validationError(outcome.problems);
        request.log.info(outcome.report, 'catalogue imported');
        if (outcome.report.alerts_queued > 0) ctx.outbox.wake();
        return outcome.report;
      } catch (error) {
        if (error instanceof ImportBusyError) throw new ApiError(409, { detail: 'Another catalogue import is running; try again when it has finished.' });
        throw error;
      } finally {
        await source.dispose();
      }
    },
  );
});
