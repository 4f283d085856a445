import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';
import { DATA_SCOPES } from '../../db/dataVersion';
import { messages } from '../../http/errors';

/**
 * `/api/health`: 200 when the database answers, 503 (`{detail}`) otherwise, with the data versions this process
 * knows (the shell server's document cache follows them). Public, so it shows nothing an operator alone should see:
 * the outbox's backlog is in the metrics (`outbox_messages`, `outbox_oldest_age_seconds`).
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', async (_request, reply) => {
    try {
      await ctx.db.query('select 1');
      const dataVersions = Object.fromEntries(DATA_SCOPES.map((scope) => [scope, ctx.dataVersion.current(scope)]));
      return { status: 'ok', database: ctx.db.kind, data_versions: dataVersions };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ detail: messages.unavailable, status: 'unavailable', database: ctx.db.kind });
    }
  });
}
