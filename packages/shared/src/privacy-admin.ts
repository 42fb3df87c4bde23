import { z } from 'zod';
import { cursorSchema, limitSchema } from './admin.ts';
import { personNameSchema, phoneSchema } from './auth.ts';
import { billingDetailsRequestSchema, billingDetailsSchema } from './billing.ts';
import { plainText } from './text.ts';

/** The requests of the admin's "Data requests" list: copies, deletions, and corrections made on request. */
export const dataRequestKinds = ['export', 'deletion', 'correction'] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];

export const dataRequestKindLabel: Record<DataRequestKind, string> = {
  export: 'Copy of data',
  deletion: 'Account deletion',
  correction: 'Correction',
};

/** Query of `GET /api/admin/data-requests`: every kind, or one. */
export const adminDataRequestsQuerySchema = z.object({
  kind: z.enum(dataRequestKinds).optional(),
  cursor: cursorSchema,
  limit: limitSchema,
});

/** One entry of a request's audit trail. */
export const dataRequestAuditSchema = z.object({
  action: z.string(),
  at: z.string(),
  /** The customer, an admin (by name), or the system. */
  actor: z.string(),
});

/** One data request as the admin console lists it. */
export const adminDataRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(dataRequestKinds),
  customer: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** The account was erased: only the pseudonym is left, nothing to correct. */
    erased: z.boolean(),
  }),
  requestedAt: z.string(),
  /** When a deletion is (or was) due; null for the other kinds. */
  scheduledFor: z.string().nullable(),
  /** When it was carried out, refused, cancelled or expired; null while under way. */
  completedAt: z.string().nullable(),
  /** Where it stands or how it ended, in words. */
  outcome: z.string(),
  audit: z.array(dataRequestAuditSchema),
});
export type AdminDataRequest = z.infer<typeof adminDataRequestSchema>;

/** `data` of `GET /api/admin/data-requests`: the newest 100. */
export const adminDataRequestsSchema = z.object({
  requests: z.array(adminDataRequestSchema),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminDataRequests = z.infer<typeof adminDataRequestsSchema>;

/** Params of `POST /api/admin/customers/:id/corrections`. */
export const customerIdParamsSchema = z.object({ id: z.string() });

/**
 * Body of `POST /api/admin/customers/:id/corrections`: what the customer asked to have corrected, and
 * why (their request, kept on their record).
 */
export const customerCorrectionRequestSchema = z
  .object({
    name: personNameSchema.optional(),
    phone: phoneSchema.nullable().optional(),
    billing: billingDetailsRequestSchema.optional(),
    reason: plainText()
      .trim()
      .min(5, 'Say what the customer asked for (at least 5 characters)')
      .max(500, 'At most 500 characters'),
  })
  .refine((value) => value.name !== undefined || value.phone !== undefined || value.billing !== undefined, {
    message: 'Change the name, the phone or the billing details',
    path: ['name'],
  });
export type CustomerCorrectionRequest = z.input<typeof customerCorrectionRequestSchema>;

/** `data` of a correction: the customer's details as they now are. */
export const customerCorrectionSchema = z.object({
  customer: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  billing: billingDetailsSchema.nullable(),
});
export type CustomerCorrection = z.infer<typeof customerCorrectionSchema>;

export const privacyAdminMessages = {
  corrected: 'The customer’s details are corrected, and the correction is on their record.',
  customerNotFound: 'No customer with this id',
  erasedCustomer: 'This customer’s account was erased; there is nothing to correct.',
} as const;
