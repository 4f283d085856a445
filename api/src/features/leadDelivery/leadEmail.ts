import type { Target } from '../../shared/outbox/outbox';
import { smtpSender } from '../../shared/outbox/smtpSender';
import type { LeadMessage } from '../../shared/leads/leadMessage';
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
  const smtp = smtpSender(options.smtpUrl, options.timeoutMs);
  return {
    name: LEAD_EMAIL,
    send(message) {
      const { subject, text } = leadEmail(message.payload);
      return smtp.send({
        from: options.from,
        to: options.to,
        subject,
        text,
        messageId: `<${message.key}@${options.domain}>`,
        headers: { 'X-Lead-Id': message.key },
      });
    },
    close: smtp.close,
  };
}
