// A local SMTP server (smtp-server) for tests: it parses (mailparser) and keeps every message it accepts, and can
// stop listening and come back on the same port (a mail server's outage).
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

function received(mail) {
  const to = Array.isArray(mail.to) ? mail.to.map((item) => item.text).join(', ') : (mail.to?.text ?? '');
  const leadId = mail.headers.get('x-lead-id');
  return {
    messageId: mail.messageId,
    from: mail.from?.text ?? '',
    to,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    leadId: typeof leadId === 'string' ? leadId : undefined,
  };
}

export async function startFakeSmtp(port = 0) {
  const mails = [];
  let server = null;

  const listen = () =>
    new Promise((resolve, reject) => {
      const created = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream).then(
            (mail) => {
              mails.push(received(mail));
              callback();
            },
            (error) => callback(error),
          );
        },
      });
      created.on('error', () => undefined);
      created.server.once('error', reject);
      created.listen(port, '127.0.0.1', () => {
        port = created.server.address().port;
        server = created;
        resolve();
      });
    });
  const stop = () =>
    new Promise((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  await listen();
  return { url: `smtp://127.0.0.1:${port}`, mails, down: stop, up: listen, close: stop };
}
