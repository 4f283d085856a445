import { enqueue, type Target } from '../outbox/outbox';
import { smtpSender } from '../outbox/smtpSender';
import type { Queryable } from '../../db/db';

/** The outbox kind of e-mails to visitors (price-alert confirmations and price drops), written ready to send. */
export const ALERT_EMAIL_KIND = 'alert_email';

export interface AlertEmail {
  to: string;
  subject: string;
  text: string;
  /** RFC 2369: mail clients offer an unsubscribe button. */
  unsubscribe_url: string;
}

/** Queues an e-mail to a visitor in the caller's transaction; `key` makes a second copy of one fact impossible. */
export function enqueueAlertEmail(tx: Queryable, key: string, email: AlertEmail): Promise<void> {
  return enqueue(tx, { kind: ALERT_EMAIL_KIND, key, payload: email });
}

/** Sends visitor e-mails over SMTP (nodemailer); the Message-ID comes from the outbox key, the same on every retry. */
export function alertEmailTarget(options: { smtpUrl: string; from: string; timeoutMs: number; domain: string }): Target<AlertEmail> & { close(): void } {
  const smtp = smtpSender(options.smtpUrl, options.timeoutMs);
  return {
    name: 'email',
    send: ({ key, payload }) =>
      smtp.send({
        from: options.from,
        to: payload.to,
        subject: payload.subject,
        text: payload.text,
        messageId: `<${key.replace(/[^\w.-]/g, '.')}@${options.domain}>`,
        headers: { 'List-Unsubscribe': `<${payload.unsubscribe_url}>` },
      }),
    close: smtp.close,
  };
}
