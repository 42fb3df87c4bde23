import { z } from 'zod';

/** The business that sells, as the footer, contact page and terms name it. */
export const sellerSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  /** Name of the state of the registered address. */
  stateName: z.string(),
  /** Null when the business is not registered for GST (no tax is charged then). */
  gstin: z.string().nullable(),
  cin: z.string().nullable(),
});
export type Seller = z.infer<typeof sellerSchema>;

/** The grievance officer (Consumer Protection (E-Commerce) Rules 2020, rule 4(4)). */
export const grievanceOfficerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

/** A figure the public pages show, always with its source ("96%", "client satisfaction", "Survey of …"). */
export const siteStatisticSchema = z.object({
  figure: z.string(),
  label: z.string(),
  source: z.string(),
});
export type SiteStatistic = z.infer<typeof siteStatisticSchema>;

/** `data` of `GET /api/site-config`: run-time settings the prerendered pages cannot know at build time. */
export const siteConfigSchema = z.object({
  /** Digits of the WhatsApp number for "Chat with us" links, or null when chat is not offered. */
  whatsappNumber: z.string().nullable(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  /** Null until the business's legal identity is configured. */
  seller: sellerSchema.nullable(),
  grievanceOfficer: grievanceOfficerSchema.nullable(),
  /**
   * The statistics the operator configured with their sources; the pages show no other. Absent
   * (a server from before them, during a rolling restart) reads as none.
   */
  statistics: z.array(siteStatisticSchema).default([]),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The rules require complaints to be acknowledged within 48 hours. */
export const GRIEVANCE_ACKNOWLEDGEMENT_HOURS = 48;
