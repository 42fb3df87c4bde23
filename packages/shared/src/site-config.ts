import { z } from 'zod';

/** `data` of `GET /api/site-config`: run-time settings the prerendered pages cannot know at build time. */
export const siteConfigSchema = z.object({
  /** Digits of the WhatsApp number for "Chat with us" links, or null when chat is not offered. */
  whatsappNumber: z.string().nullable(),
  supportEmail: z.string(),
  supportPhone: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
