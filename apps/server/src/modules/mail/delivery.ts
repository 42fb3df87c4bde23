import type { FastifyBaseLogger } from 'fastify';
import { isPermanentResponseCode } from 'nodemailer/lib/errors';
import type { MailOutboxRow } from '../../db/schema.ts';
import { startBackgroundLoop } from '../../lib/background-loop.ts';
import { EXPIRED_LINK_ERROR, linkExpired } from './link-lifetimes.ts';
import type { MailAttachment, MailDocument, MailFile, OutboxRepository } from './outbox.repository.ts';
import { renderMail } from './render.ts';
import type { MailContext } from './templates/index.ts';
import type { MailTransport } from './transport.ts';

/** How long a claimed mail is reserved for the instance that claimed it. */
const LEASE_SECONDS = 120;

/** The wait before attempt n + 1: one minute, doubling, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failedAttempts - 1), 60 * 60_000);
}

/** Whether an error means that trying again cannot help (the server refused the mail for good). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && isPermanentResponseCode(code);
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

/**
 * The headers of a product update (RFC 2369 and RFC 8058): mailbox providers show an unsubscribe
 * button that POSTs `List-Unsubscribe=One-Click` to the URL, which withdraws the consent at once.
 */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Renders a document attached by reference into the file the mail carries. */
export type MailDocumentRenderer = (document: MailDocument) => Promise<MailFile>;

interface Deps {
  outboxRepo: OutboxRepository;
  transport: MailTransport;
  context: MailContext;
  /** Renders attachments queued by reference (an invoice's PDF) when the mail is delivered. */
  renderDocument?: MailDocumentRenderer;
  /** The domain of the Message-ID header. */
  messageIdDomain: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

export function createMailDelivery({
  outboxRepo,
  transport,
  context,
  renderDocument,
  messageIdDomain,
  log,
  now = Date.now,
}: Deps) {
  /** The files of a mail: stored ones as they are, documents rendered now. */
  function filesOf(attachments: MailAttachment[]): Promise<MailFile[]> {
    return Promise.all(
      attachments.map((attachment) => {
        if (!('document' in attachment)) return attachment;
        if (!renderDocument) throw new Error('a document attachment cannot be rendered here');
        return renderDocument(attachment);
      }),
    );
  }

  async function deliver(mail: MailOutboxRow): Promise<void> {
    let subject: string | null = null;
    // A link that has expired is not worth sending: the mail is reported, not retried.
    if (linkExpired(mail, now())) {
      log.warn({ mailId: mail.id, template: mail.template }, 'mail link expired before delivery');
      await outboxRepo.markAttemptFailed(mail.id, { subject, error: EXPIRED_LINK_ERROR, retryAt: null });
      return;
    }
    try {
      const rendered = await renderMail(mail.template, mail.data, context);
      subject = rendered.subject;
      const attachments = await filesOf(mail.attachments as MailAttachment[]);
      await transport.send({
        to: mail.recipient,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        links: rendered.links,
        messageId: `<${mail.id}@${messageIdDomain}>`,
        attachments,
        headers: rendered.listUnsubscribe ? listUnsubscribeHeaders(rendered.listUnsubscribe) : {},
      });
      await outboxRepo.markSent(mail.id, rendered.subject, rendered.secret);
    } catch (error) {
      const attempts = mail.attempts + 1;
      const retryAt = new Date(now() + retryDelayMs(attempts));
      const giveUp =
        isPermanent(error) ||
        retryAt.getTime() > mail.giveUpAt.getTime() ||
        linkExpired(mail, retryAt.getTime());
      log.warn(
        { err: error, mailId: mail.id, template: mail.template, attempts, giveUp },
        giveUp ? 'mail could not be delivered; marked failed' : 'mail delivery failed; will retry',
      );
      await outboxRepo.markAttemptFailed(mail.id, {
        subject,
        error: describe(error),
        retryAt: giveUp ? null : retryAt,
      });
    }
  }

  return {
    /** Claims and delivers due mails; returns how many were claimed. */
    async deliverDue(limit = 10): Promise<number> {
      const due = await outboxRepo.claimDue(limit, LEASE_SECONDS);
      for (const mail of due) await deliver(mail);
      return due.length;
    },
  };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;

/** Delivers the outbox in the background of every instance; claims keep instances apart. */
export function startMailWorker(delivery: MailDelivery, log: FastifyBaseLogger, intervalMs = 1000) {
  return startBackgroundLoop({
    name: 'mail_worker',
    async pass(stopped) {
      while (!stopped() && (await delivery.deliverDue(10)) === 10) {}
    },
    intervalMs,
    log,
    failureMessage: 'mail worker pass failed',
  });
}
