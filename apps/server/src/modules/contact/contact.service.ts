import { type ContactMessage, type ContactResponseData, messages } from '@launchpad/shared';
import type { Config } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { ContactRepository } from './contact.repository.ts';

interface Deps {
  contactRepo: ContactRepository;
  rateLimiter: RateLimiter;
  rateLimits: Pick<Config['rateLimits'], 'contactPerIp'>;
}

export function createContactService({ contactRepo, rateLimiter, rateLimits }: Deps) {
  return {
    /**
     * Keeps a visitor's message for the support team. The form is public, so each address may send
     * only a few per window; the text is stored verbatim and must be escaped wherever it is shown.
     */
    async submit(message: ContactMessage, ip: string): Promise<ContactResponseData> {
      const limit = await rateLimiter.hit(`contact:ip:${ip}`, rateLimits.contactPerIp);
      if (!limit.allowed) {
        throw new AppError('rate_limited', messages.rateLimited, undefined, limit.retryAfterSeconds);
      }
      const { id } = await contactRepo.insert(message);
      return { id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
