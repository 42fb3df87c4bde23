import path from 'node:path';
import { MAIL_HISTORY_RETENTION_DAYS } from '@launchpad/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Platform } from '../../lib/platform.ts';
import { startRetentionLoop } from '../../lib/retention-loop.ts';
import { createMailDelivery, type MailDocumentRenderer, startMailWorker } from './delivery.ts';
import { mailAdminRoutes } from './mail.routes.ts';
import { createMailService } from './mail.service.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { createMailOutbox } from './outbox.ts';
import { createFileTransport, createSmtpTransport, type MailTransport } from './transport.ts';
import { createTypedAddressMail, type TypedAddressCaps } from './typed-address-mail.ts';

// What other modules use of the mail: the outbox, the templates' data, the link lifetimes.
export { LINK_LIFETIMES_MS } from './link-lifetimes.ts';
export {
  definedNotices,
  defineNotice,
  type Notice,
  type NoticeAudience,
  type NoticeHook,
  type NoticeTemplate,
} from './notice.ts';
export { NOTICES_DOC_END, NOTICES_DOC_START, noticesTable, withNoticesTable } from './notices-doc.ts';
export type { MailFile } from './outbox.repository.ts';
export { type AccountLookup, createMailOutbox, type MailOutbox, type NewMail } from './outbox.ts';
export { renderMail } from './render.ts';
export { MAIL_EXCERPT_LENGTH } from './templates/conversations.tsx';
export { type MailTemplateData, mailTemplates } from './templates/index.ts';
export type { LaunchDateChange } from './templates/launch.tsx';
export type { ProgressItem } from './templates/launch-progress.tsx';
export type { ProductUpdateData } from './templates/product-updates.tsx';
export { createTypedAddressMail, mailboxKey, type TypedAddressMail } from './typed-address-mail.ts';
export {
  isTypedAddressTemplate,
  TYPED_ADDRESS_TEMPLATES,
  type TypedAddressTemplate,
} from './typed-address-templates.ts';

export interface MailDeps {
  /** Renders a document attached by reference (an invoice) when its mail leaves. */
  renderDocument: MailDocumentRenderer;
}

/**
 * The mail outbox, its delivery (a `mail` loop) and the admin's view of it, under `/api/admin/mail`;
 * the mails sent or given up are deleted MAIL_HISTORY_RETENTION_DAYS later (`mail_retention`).
 */
export function createMailModule(platform: Platform, deps: MailDeps) {
  const { config, database, log, now } = platform;
  const outbox = createMailOutbox({ adminNotifyEmail: config.mail.adminNotifyEmail });
  const outboxRepo = createOutboxRepository(database.db);
  const transport = createMailTransport(config, log);
  log.info(`mail leaves by ${transport.description}`);
  const delivery = createMailDelivery({
    outboxRepo,
    transport,
    context: { publicUrl: config.publicUrl, support: config.support },
    renderDocument: deps.renderDocument,
    messageIdDomain: config.mail.from.match(/@([^>\s]+)/)?.[1] ?? 'launchpad.localhost',
    log,
    now,
  });
  platform.loops.register('mail_worker', () => startMailWorker(delivery, log), 'mail');
  // An upkeep loop, as every purge is: it runs wherever upkeep runs, whether or not mail is delivered.
  platform.loops.register('mail_retention', () =>
    startRetentionLoop({
      name: 'mail_retention',
      records: 'mails',
      days: MAIL_HISTORY_RETENTION_DAYS,
      deleteBatch: outboxRepo.deleteHistory,
      now,
      log,
    }),
  );

  const typedAddress = createTypedAddressMail({
    rateLimiter: platform.rateLimiter,
    caps: typedAddressCaps(config),
  });

  return {
    outbox,
    /** The one sender of mail to an unproved address: fixed text, a cap per mailbox. */
    typedAddress,
    delivery,
    /** Closes the transport (the SMTP pool); once the instance no longer queues or delivers. */
    close: () => transport.close(),
    async routes(api: FastifyInstance) {
      await api.register(mailAdminRoutes, {
        prefix: '/admin/mail',
        mail: createMailService({ outboxRepo, now }),
      });
    },
  };
}

export type MailModule = ReturnType<typeof createMailModule>;

/** What one mailbox may receive of the mails to unproved addresses, by cap. */
export function typedAddressCaps({ rateLimits }: Pick<Config, 'rateLimits'>): TypedAddressCaps {
  return {
    form: { hour: rateLimits.typedAddressMailsHourly, day: rateLimits.typedAddressMailsDaily },
    'account-link': { window: rateLimits.accountMailPerEmail },
  };
}

/** SMTP when SMTP_URL is set (always in production); otherwise .eml files in DATA_DIR/mail. */
function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  if (config.mail.smtpUrl) {
    return createSmtpTransport(config.mail.smtpUrl, config.mail.from, config.env === 'production');
  }
  const dir = config.dataDir === 'memory://' ? undefined : path.join(config.dataDir, 'mail');
  return createFileTransport(dir, config.mail.from, log);
}
