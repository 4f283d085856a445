import nodemailer from 'nodemailer';
import { DeliveryError, type Target } from '../outbox/outbox';
import type { LeadMessage } from './leadMessage';
import { leadLines } from './leadSummary';

export const LEAD_EMAIL = 'email';

/** Subject and plain-text body of the sales office's e-mail, in Russian. */
export function leadEmail(lead: LeadMessage): { subject: string; text: string } {
  return {
    subject: `Заявка с сайта: ${[lead.form, lead.city_name, lead.phone].filter(Boolean).join(' — ')}`,
    text: `${leadLines(lead)
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n')}\n`,
  };
}

/**
 * E-mail to the sales office over SMTP (nodemailer). The Message-ID is derived from the lead's id, so a copy sent
 * again after a lost answer is recognisably the same message.
 */
export function leadEmailTarget(options: { to: string; from: string; smtpUrl: string; timeoutMs: number; domain: string }): Target<LeadMessage> & { close(): void } {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  return {
    name: LEAD_EMAIL,
    async send(message) {
      const { subject, text } = leadEmail(message.payload);
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: options.to,
          subject,
          text,
          messageId: `<${message.key}@${options.domain}>`,
          headers: { 'X-Lead-Id': message.key },
        });
        return info.response.slice(0, 3);
      } catch (error) {
        const code = (error as { responseCode?: number; code?: string }).responseCode ?? (error as { code?: string }).code ?? null;
        throw new DeliveryError(error instanceof Error ? error.message : String(error), code === null ? null : String(code));
      }
    },
    close: () => transport.close(),
  };
}
