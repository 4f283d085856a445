import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';
import { DATA_SCOPES } from '../../db/dataVersion';
import { messages } from '../../http/errors';
import { backlogOf } from '../../shared/outbox/outboxReport';
import { LEAD_KIND } from '../../shared/leads/leadMessage';

/**
 * `/api/health`: 200 when the database answers, 503 (`{detail}`) otherwise; with the data versions this process knows, and
 * `leads`: how many accepted leads have not reached every target yet, how many are dead-lettered, and the age of the
 * oldest one (null when none waits).
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', async (_request, reply) => {
    try {
      const leads = await backlogOf(ctx.db, LEAD_KIND, ctx.now());
      const dataVersions = Object.fromEntries(DATA_SCOPES.map((scope) => [scope, ctx.dataVersion.current(scope)]));
      return { status: 'ok', database: ctx.db.kind, data_versions: dataVersions, leads };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ detail: messages.unavailable, status: 'unavailable', database: ctx.db.kind });
    }
  });
}
