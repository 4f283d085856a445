import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';
import { registerDevOutboxRoutes } from './devOutboxRoutes';
import { registerDevRequestRoutes } from './devRequestRoutes';

/**
 * Development-only endpoints (registered when NODE_ENV !== 'production' or API_DEV_ENDPOINTS=1), for end-to-end tests:
 * `GET /api/dev/outbox/` (one-time codes "sent") and `GET /api/dev/requests/` (stored leads).
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerDevOutboxRoutes(app, ctx);
  registerDevRequestRoutes(app, ctx);
}
