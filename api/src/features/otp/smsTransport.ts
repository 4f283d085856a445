import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';

/** Sends a text message; the development transport keeps it in the `sms_outbox` table and the log instead. */
export interface SmsTransport {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

export function outboxTransport(db: Db, log: Pick<FastifyBaseLogger, 'info'>): SmsTransport {
  return {
    name: 'outbox',
    async send(phone, text) {
      await db.query('insert into sms_outbox (phone, text, transport) values ($1, $2, $3)', [phone, text, 'outbox']);
      log.info({ phone, sms: text }, 'sms written to outbox');
    },
  };
}
