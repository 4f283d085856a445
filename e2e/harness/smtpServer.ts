// A local SMTP server (smtp-server) keeping every message the site sends, parsed (mailparser).
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export async function startSmtpServer(port: number): Promise<{ mails: Mail[]; close(): Promise<void> }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((item) => item.text).join(', ') : (mail.to?.text ?? '');
          mails.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
