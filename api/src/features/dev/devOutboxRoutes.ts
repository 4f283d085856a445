import type { FastifyInstance } from 'fastify';
import type { DevOutboxMessage } from '@estate/shared-api/dto/dev';
import type { AppContext } from '../../appContext';
import { QueryReader } from '../../http/queryReader';
import { readPhoneAndLimit } from './devPhoneQuery';

/** `GET /api/dev/outbox/?phone=`: the text messages the development SMS transport "sent", newest first. */
export function registerDevOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dev/outbox/', async (request): Promise<DevOutboxMessage[]> => {
    const { phone, limit } = readPhoneAndLimit(QueryReader.of(request.query));
    const { rows } = await ctx.db.query<{ id: number; phone: string; text: string; created_at: Date }>(
      `select id, phone, text, created_at from sms_outbox where ($1::text is null or phone = $1) order by id desc limit $2`,
      [phone, limit],
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
