import { gstState, ok, type SiteConfig, siteConfigSchema, successEnvelope } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env.ts';

/** wa.me links take the number as digits only, with the country code and no '+'. */
export function whatsappDigits(number: string | undefined): string | null {
  const digits = number?.replace(/\D/g, '') ?? '';
  return digits.length >= 8 ? digits : null;
}

type SiteConfigSettings = Pick<Config, 'support' | 'business' | 'grievanceOfficer' | 'siteStatistics'>;

export function siteConfigOf({
  support,
  business,
  grievanceOfficer,
  siteStatistics,
}: SiteConfigSettings): SiteConfig {
  return {
    whatsappNumber: whatsappDigits(support.whatsappNumber),
    supportEmail: support.email,
    supportPhone: support.phone,
    seller: business
      ? {
          legalName: business.legalName,
          address: business.address,
          stateName: gstState(business.state)?.name ?? business.state,
          gstin: business.gstin ?? null,
          cin: business.cin ?? null,
        }
      : null,
    grievanceOfficer: grievanceOfficer
      ? { name: grievanceOfficer.name, email: grievanceOfficer.email, phone: grievanceOfficer.phone ?? null }
      : null,
    statistics: siteStatistics,
  };
}

/**
 * Settings the prerendered pages cannot know at build time. Public and the same for everyone, so
 * browsers and CDNs may cache it for a few minutes.
 */
export async function siteConfigRoutes(app: FastifyInstance, settings: SiteConfigSettings) {
  const data = siteConfigOf(settings);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/site-config',
      { schema: { tags: ['site'], response: { 200: successEnvelope(siteConfigSchema) } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return ok(data);
      },
    );
}
