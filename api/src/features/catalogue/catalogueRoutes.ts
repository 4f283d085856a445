import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../appContext';
import { ApiError, validationError } from '../../http/errors';
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
export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const token = ctx.config.adminToken;
  if (!token) return;
  void app.register(async (admin) => {
    // The file is read as text whatever it is: the importer parses and names bad rows itself.
    admin.removeAllContentTypeParsers();
    admin.addContentTypeParser(['application/json', 'text/csv'], { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    admin.addHook('onRequest', async (request) => {
      if (!tokenMatches(request, token)) throw new ApiError(401, { detail: 'Bearer token required.' });
    });
    admin.post('/api/admin/catalogue/import', { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
      if (typeof request.body !== 'string') throw new ApiError(415, { detail: 'Send the feed as application/json or a price list as text/csv.' });
      const outcome = await importCatalogue(ctx.db, request.body, formatOf(request.body, request.headers['content-type']), 'API');
      if ('problems' in outcome) throw validationError(outcome.problems);
      request.log.info(outcome.report, 'catalogue imported');
      if (outcome.report.alerts_queued > 0) ctx.outbox.wake();
      return outcome.report;
    });
  });
}
