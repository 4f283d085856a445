import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  messageId: string | undefined;
  from: string;
  to: string;
  subject: string;
  text: string;
  leadId: string | undefined;
}

export interface FakeSmtp {
  /** `smtp://127.0.0.1:<port>` */
  readonly url: string;
  readonly mails: ReceivedMail[];
  /** Stops listening (connections are refused) until `up`, on the same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A local SMTP server (smtp-server) that parses and keeps every message it accepts. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer | null = null;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const created = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream).then(
            (mail) => {
              const to = Array.isArray(mail.to) ? mail.to.map((item) => item.text).join(', ') : (mail.to?.text ?? '');
              const leadId = mail.headers.get('x-lead-id');
              mails.push({ messageId: mail.messageId, from: mail.from?.text ?? '', to, subject: mail.subject ?? '', text: mail.text ?? '', leadId: typeof leadId === 'string' ? leadId : undefined });
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      created.on('error', () => undefined);
      created.server.once('error', reject);
      created.listen(port, '127.0.0.1', () => {
        port = (created.server.address() as AddressInfo).port;
        server = created;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  await listen();
  return { url: `smtp://127.0.0.1:${port}`, mails, down: stop, up: listen, close: stop };
}
