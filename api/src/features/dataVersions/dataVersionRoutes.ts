import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';
import { DATA_SCOPES } from '../../db/dataVersion';
import { messages } from '../../http/errors';

/**
 * `/api/data_versions/`: the data versions this process knows (`{catalogue, content}`), read from memory — what the
 * shell servers' document caches follow between the answers they get. 503 `{detail}` while this process does not hear
 * of changes as they commit (its versions may be behind).
 */
export function registerDataVersionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/data_versions/', async (_request, reply) => {
    if (!ctx.dataVersion.live()) return reply.status(503).header('retry-after', '1').send({ detail: messages.unavailable });
    return Object.fromEntries(DATA_SCOPES.map((scope) => [scope, ctx.dataVersion.current(scope)]));
  });
}
