import { CONTACT_MESSAGE_RETENTION_DAYS } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import { startRetentionLoop } from '../../lib/retention-loop.ts';
import type { GrievancesModule } from '../grievances/index.ts';
import type { MailModule } from '../mail/index.ts';
import { createContactRepository } from './contact.repository.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';
import { contactAdminRoutes } from './contact-admin.routes.ts';

// What other modules use of this one.
export type { ContactService } from './contact.service.ts';

export interface ContactDeps {
  mail: Pick<MailModule, 'outbox' | 'typedAddress'>;
  /** A contact message may be a complaint: it is recorded as one, and the inbox shows it. */
  grievances: Pick<GrievancesModule, 'service'>;
}

/**
 * The contact form and the admin's inbox of its messages, under `/api`; the messages are deleted
 * CONTACT_MESSAGE_RETENTION_DAYS after their last word by a loop (`contact_retention`).
 */
export function createContactModule(platform: Platform, deps: ContactDeps) {
  const { config, database } = platform;
  const contactRepo = createContactRepository(database.db);
  const service = createContactService({
    db: database.db,
    mail: deps.mail.outbox,
    typedAddress: deps.mail.typedAddress,
    contactRepo,
    grievances: deps.grievances.service,
    rateLimiter: platform.rateLimiter,
    rateLimits: config.rateLimits,
  });
  platform.loops.register('contact_retention', () =>
    startRetentionLoop({
      name: 'contact_retention',
      records: 'contact messages',
      days: CONTACT_MESSAGE_RETENTION_DAYS,
      deleteBatch: contactRepo.deleteExpired,
      now: platform.now,
      log: platform.log,
    }),
  );

  return {
    service,
    async routes(api: FastifyInstance) {
      await api.register(contactRoutes, { contact: service });
      await api.register(contactAdminRoutes, { contact: service });
    },
  };
}

export type ContactModule = ReturnType<typeof createContactModule>;
