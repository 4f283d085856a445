import { messages } from '../../http/errors';
import { feature } from '../../http/feature';
import { described } from '../../http/schema/responses';
import { databaseAnswers } from './serviceRepository';
import { Health, HealthUnavailable } from './serviceSchemas';

/**
 * `/api/health`: 200 when the database answers, 503 (`{detail}`) otherwise, with the data versions this process
 * knows (the shell server's document cache follows them). Public, so it shows nothing an operator alone should see:
 * the outbox's backlog is in the metrics (`outbox_messages`, `outbox_oldest_age_seconds`).
 */
export const healthRoutes = feature({ tag: 'Service' }, async (app, { ctx }) => {
  app.get(
    '/api/health/',
    {
      schema: {
        summary: 'Whether the API and its database answer',
        response: { 200: described('The database answers.', Health), 503: described('The database does not answer.', HealthUnavailable) },
      },
    },
    async (_request, reply) => {
      try {
        await databaseAnswers(ctx.db);
        const dataVersions = { catalogue: ctx.dataVersion.current('catalogue'), content: ctx.dataVersion.current('content') };
        return { status: 'ok' as const, database: ctx.db.kind, data_versions: dataVersions };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ detail: messages.unavailable, status: 'unavailable', database: ctx.db.kind });
      }
    },
  );
});
