import { type AddressInfo, createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Every header as it was sent, by lower-case name. */
  headers: Record<string, string>;
  attachments: ParsedMail['attachments'];
}

/** A free TCP port on 127.0.0.1 (the SMTP server is started and stopped on it several times). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A real SMTP server for tests (the `smtp-server` package): it accepts every mail over plain SMTP
 * and keeps it parsed. `rejectRecipient` makes it refuse recipients for good (550); `stop` and
 * `start` take it down and bring it back on the same port.
 */
export function createTestSmtpServer(port: number) {
  const received: ReceivedMail[] = [];
  let rejectRecipient: ((address: string) => boolean) | undefined;
  let server: SMTPServer | undefined;

  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejectRecipient?.(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
            ),
            attachments: parsed.attachments,
          });
          callback();
        })
        .catch(callback);
    },
  };

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async start() {
      server = new SMTPServer(options);
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.server.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    refuseRecipients(predicate: ((address: string) => boolean) | undefined) {
      rejectRecipient = predicate;
    },
    /** The mails received for an address. */
    to(address: string): ReceivedMail[] {
      return received.filter((mail) => mail.to.includes(address));
    },
  };
}

export type TestSmtpServer = ReturnType<typeof createTestSmtpServer>;
