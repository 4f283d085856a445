import type { Db } from '../../db/db';
import type { LogSink } from '../../deferredLogger';

/** Sends a text message; the development transport keeps it in the `sms_outbox` table and the log instead. */
export interface SmsTransport {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

export interface SmsLogOptions {
  /** Development only (API_DEV_ENDPOINTS): log the text as sent, code included. */
  showCodes: boolean;
}

/** Every digit but the last two hidden: enough to tell messages apart in a log, not to use them. */
export const maskPhone = (phone: string) => phone.replace(/\d(?=(?:\D*\d){2})/g, '*');
/** Every digit hidden: a login code in a log is a login for whoever reads the log. */
export const maskDigits = (text: string) => text.replace(/\d/g, '*');

export function outboxTransport(db: Db, log: Pick<LogSink, 'info'>, options: SmsLogOptions = { showCodes: false }): SmsTransport {
  return {
    name: 'outbox',
    async send(phone, text) {
      await db.query('insert into sms_outbox (phone, text, transport) values ($1, $2, $3)', [phone, text, 'outbox']);
      if (options.showCodes) log.info({ phone, sms: text }, 'sms written to outbox');
      else log.info({ phone: maskPhone(phone), sms: maskDigits(text) }, 'sms written to outbox');
    },
  };
}
