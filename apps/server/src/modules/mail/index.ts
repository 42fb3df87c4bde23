import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Platform } from '../../lib/platform.ts';
import { createMailDelivery, type MailDocumentRenderer, startMailWorker } from './delivery.ts';
import { mailAdminRoutes } from './mail.routes.ts';
import { createMailService } from './mail.service.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { createMailOutbox } from './outbox.ts';
import { createFileTransport, createSmtpTransport, type MailTransport } from './transport.ts';

// What other modules use of the mail: the outbox, the templates' data, the link lifetimes.
export { LINK_LIFETIMES_MS } from './link-lifetimes.ts';
export type { MailFile } from './outbox.repository.ts';
export { type AccountLookup, createMailOutbox, customerMailbox, type MailOutbox } from './outbox.ts';
export { renderMail } from './render.ts';
export { MAIL_EXCERPT_LENGTH } from './templates/conversations.tsx';
export type { MailTemplateData } from './templates/index.ts';
export type { LaunchDateChange } from './templates/launch.tsx';
export type { ProgressItem } from './templates/launch-progress.tsx';
export type { ProductUpdateData } from './templates/product-updates.tsx';

export interface MailDeps {
  /** Renders a document attached by reference (an invoice) when its mail leaves. */
  renderDocument: MailDocumentRenderer;
}

/** The mail outbox, its delivery (a `mail` loop) and the admin's view of it, under `/api/admin/mail`. */
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

  return {
    outbox,
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

/** SMTP when SMTP_URL is set (always in production); otherwise .eml files in DATA_DIR/mail. */
function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  if (config.mail.smtpUrl) {
    return createSmtpTransport(config.mail.smtpUrl, config.mail.from, config.env === 'production');
  }
  const dir = config.dataDir === 'memory://' ? undefined : path.join(config.dataDir, 'mail');
  return createFileTransport(dir, config.mail.from, log);
}
