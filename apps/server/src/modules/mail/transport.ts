import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { smtpTransportOptions } from '../../config/transport-rules.ts';
import type { MailFile } from './outbox.repository.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox row, so a mail sent twice after a crash reads as one in most clients. */
  messageId: string;
  attachments: MailFile[];
  /** Extra headers (a product update's List-Unsubscribe); none on a transactional mail. */
  headers?: Record<string, string>;
  /** Logged in .eml mode. */
  links: string[];
}

export interface MailTransport {
  /** How mail leaves this instance, for the start-up log. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function message(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    headers: mail.headers ?? {},
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64'),
    })),
  };
}

/**
 * Delivers over SMTP, one connection per mail: `smtps://`, or `smtp://` with STARTTLS required
 * (only a server on this machine outside production may go without, `smtpTransportOptions`).
 */
export function createSmtpTransport(url: string, from: string, production: boolean): MailTransport {
  const transporter = nodemailer.createTransport({
    ...smtpTransportOptions(url, production),
    // A mail server that hangs must not hold a worker's batch for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const host = new URL(url).host;
  return {
    description: `SMTP via ${host}`,
    async send(mail) {
      await transporter.sendMail(message(from, mail));
    },
    close: () => transporter.close(),
  };
}

/**
 * Development without a mail server: each mail becomes an .eml file in `dir` (openable by any mail
 * program), readable by this user only (600 in a 700 folder), and the log names its recipient, subject and links. Without a directory (an in-memory
 * data dir) only the log line is written.
 */
export function createFileTransport(
  dir: string | undefined,
  from: string,
  log: FastifyBaseLogger,
): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: dir ? `.eml files in ${dir}` : 'the log only',
    async send(mail) {
      let file: string | undefined;
      if (dir) {
        const info = await transporter.sendMail(message(from, mail));
        // A mail carries sign-in links and personal data: only this user may list or read them,
        // whatever the umask, and a folder made earlier with wider rights is narrowed.
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        chmodSync(dir, 0o700);
        const stamp = new Date().toISOString().replaceAll(':', '-');
        file = path.join(dir, `${stamp}-${mail.messageId.replace(/^<|@.*$/g, '')}.eml`);
        writeFileSync(file, info.message as Buffer, { mode: 0o600 });
        chmodSync(file, 0o600);
      }
      log.info({ to: mail.to, subject: mail.subject, links: mail.links, file }, 'mail written (no SMTP_URL)');
    },
    close: () => transporter.close(),
  };
}
