import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { DeliveryError } from './outbox';

/** One SMTP connection pool (nodemailer) for a kind of e-mail, every wait bounded by `timeoutMs`. */
export function smtpSender(smtpUrl: string, timeoutMs: number) {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  return {
    /** Resolves with the server's reply code once it accepted the message; a refusal throws a `DeliveryError`. */
    async send(mail: Mail.Options): Promise<string> {
      try {
        const info = await transport.sendMail(mail);
        return String(info.response).slice(0, 3);
      } catch (error) {
        const code = (error as { responseCode?: number; code?: string }).responseCode ?? (error as { code?: string }).code ?? null;
        throw new DeliveryError(error instanceof Error ? error.message : String(error), code === null ? null : String(code));
      }
    },
    close: () => transport.close(),
  };
}
