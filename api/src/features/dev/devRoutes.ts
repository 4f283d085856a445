import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';
import { QueryReader } from '../../http/queryReader';
import { checkPhone } from '../../domain/fieldRules';

/**
 * Development-only endpoints (registered when NODE_ENV !== 'production' or API_DEV_ENDPOINTS=1):
 * `GET /api/dev/outbox/?phone=` lists the text messages the development SMS transport "sent", newest first,
 * so end-to-end tests can read one-time codes.
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dev/outbox/', async (request) => {
    const query = QueryReader.of(request.query);
    const raw = query.one('phone');
    const phone = raw ? checkPhone(raw) : null;
    if (phone && !phone.ok) query.fail('phone', phone.message);
    const limit = query.int('limit', { min: 1, max: 100 }) ?? 20;
    query.check();
    const { rows } = await ctx.db.query<{ id: number; phone: string; text: string; created_at: Date }>(
      `select id, phone, text, created_at from sms_outbox where ($1::text is null or phone = $1) order by id desc limit $2`,
      [phone?.ok ? phone.value : null, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      phone: row.phone,
      text: row.text,
      code: /\b(\d{4,6})\b/.exec(row.text)?.[1] ?? null,
      created_at: new Date(row.created_at).toISOString(),
    }));
  });
}
