import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../appContext';
import type { Readable } from 'node:stream';
import { ApiError, validationError } from '../../http/errors';
import { importCatalogue } from './importCatalogue';
import { spoolCatalogue } from './catalogueSource';
import { ImportBusyError } from './catalogueWrites';

/** A whole catalogue feed is tens of megabytes (100,000 lots ≈ 35 MB). */
export const IMPORT_BODY_LIMIT = 256 * 1024 * 1024;

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
export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const token = ctx.config.adminToken;
  if (!token) return;
  void app.register(async (admin) => {
    // The file is taken as it comes, to a temporary file (the importer streams it from there, and names bad rows itself).
    admin.removeAllContentTypeParsers();
    admin.addContentTypeParser(['application/json', 'text/csv'], (_request, payload, done) => done(null, payload));
    admin.addHook('onRequest', async (request) => {
      if (!tokenMatches(request, token)) throw new ApiError(401, { detail: 'Bearer token required.' });
    });
    admin.post('/api/admin/catalogue/import', async (request) => {
      if (!request.body) throw new ApiError(415, { detail: 'Send the feed as application/json or a price list as text/csv.' });
      const source = await spoolCatalogue(request.body as Readable, request.headers['content-type'] ?? '', IMPORT_BODY_LIMIT);
      try {
        const outcome = await importCatalogue(ctx.db, source, { dataVersion: ctx.dataVersion });
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
    });
  });
}
