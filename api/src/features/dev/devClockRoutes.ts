import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';
import { readForm } from '../../http/form';
import { validationError } from '../../http/errors';

/**
 * Development only: `POST /api/dev/clock/` (`{advance_seconds}`, 1–3600) moves this process's clock forward, so an
 * end-to-end test sees the scheduler publish at a publication's time without waiting for it. Answers the new time
 * (`GET` answers the current one).
 */
export function registerDevClockRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dev/clock/', async () => ({ now: ctx.now().toISOString() }));
  app.post('/api/dev/clock/', async (request) => {
    const seconds = Number(readForm(request.body).advance_seconds);
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600 || !ctx.advanceClock) throw validationError({ advance_seconds: ['Введите целое число от 1 до 3600.'] });
    ctx.advanceClock(seconds * 1000);
    return { now: ctx.now().toISOString() };
  });
}
