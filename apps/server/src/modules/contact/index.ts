import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import type { GrievancesModule } from '../grievances/index.ts';
import type { MailModule } from '../mail/index.ts';
import { createContactRepository } from './contact.repository.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';
import { contactAdminRoutes } from './contact-admin.routes.ts';

// What other modules use of this one.
export type { ContactService } from './contact.service.ts';

export interface ContactDeps {
  mail: Pick<MailModule, 'outbox'>;
  /** A contact message may be a complaint: it is recorded as one, and the inbox shows it. */
  grievances: Pick<GrievancesModule, 'service'>;
}

/** The contact form and the admin's inbox of its messages, under `/api`. */
export function createContactModule(platform: Platform, deps: ContactDeps) {
  const { config, database } = platform;
  const service = createContactService({
    db: database.db,
    mail: deps.mail.outbox,
    contactRepo: createContactRepository(database.db),
    grievances: deps.grievances.service,
    rateLimiter: platform.rateLimiter,
    rateLimits: config.rateLimits,
  });

  return {
    service,
    async routes(api: FastifyInstance) {
      await api.register(contactRoutes, { contact: service });
      await api.register(contactAdminRoutes, { contact: service });
    },
  };
}

export type ContactModule = ReturnType<typeof createContactModule>;
