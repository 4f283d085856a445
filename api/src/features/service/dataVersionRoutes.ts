import { messages } from '../../http/errors';
import { feature } from '../../http/feature';
import { described, errorResponses } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { DataVersions } from './serviceSchemas';

/**
 * `/api/data_versions/`: the data versions this process knows (`{catalogue, content}`), read from memory — what the
 * shell servers' document caches follow between the answers they get. 503 `{detail}` while this process does not hear
 * of changes as they commit (its versions may be behind).
 */
export const dataVersionRoutes = feature({ tag: 'Service' }, async (app, { ctx }) => {
  app.get(
    '/api/data_versions/',
    {
      schema: {
        summary: 'The data versions this process knows',
        description: 'Read from memory; 503 while this process does not hear of changes as they commit (its versions may be behind).',
        response: { 200: described('The versions.', ref(DataVersions)), ...errorResponses(503) },
      },
    },
    async (_request, reply) => {
      if (!ctx.dataVersion.live()) return reply.status(503).header('retry-after', '1').send({ detail: messages.unavailable });
      return { catalogue: ctx.dataVersion.current('catalogue'), content: ctx.dataVersion.current('content') };
    },
  );
});
