import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';
import { registerDevOutboxRoutes } from './devOutboxRoutes';
import { registerDevRequestRoutes } from './devRequestRoutes';
import { registerDevPublicationRoutes } from './devPublicationRoutes';
import { registerDevClockRoutes } from './devClockRoutes';

/**
 * Development-only endpoints (registered only with API_DEV_ENDPOINTS=1; `npm start` never sets it), for end-to-end tests:
 * `GET /api/dev/outbox/` (one-time codes "sent"), `GET /api/dev/requests/` (stored leads) and
 * `POST /api/dev/publications/`, `DELETE /api/dev/publications/{slug}/` (seed a raw publication and remove it),
 * `POST /api/dev/clock/` (move the clock forward).
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerDevOutboxRoutes(app, ctx);
  registerDevRequestRoutes(app, ctx);
  registerDevPublicationRoutes(app, ctx);
  registerDevClockRoutes(app, ctx);
}
