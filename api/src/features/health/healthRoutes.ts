import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';

/** `/api/health`: 200 when the database answers, 503 otherwise. */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', async (_request, reply) => {
    try {
      await ctx.db.query('select 1');
      return { status: 'ok', database: ctx.db.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable', database: ctx.db.kind });
    }
  });
}
