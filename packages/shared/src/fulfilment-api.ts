import { z } from 'zod';
import {
  deliverableKinds,
  documentStatuses,
  milestoneStatuses,
  milestoneWaitsOn,
} from './fulfilment-plans.ts';
import { trackStates } from './launch-track.ts';

/** A calendar day in India, `YYYY-MM-DD` (decision 010). */
export const calendarDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** How a paid order's launch is going; null until the order is paid. */
export const trackStateSchema = z.enum(trackStates);

/** One milestone of an order as its owner and the admins see it. */
export const orderMilestoneSchema = z.object({
  id: z.string(),
  stage: z.string(),
  title: z.string(),
  status: z.enum(milestoneStatuses),
  /** The day it is expected to be finished, kept current (the day it was, once done). */
  plannedFor: calendarDateSchema,
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  waitsOn: z.enum(milestoneWaitsOn),
  /** The team's note on its latest change, shown to the customer. */
  note: z.string().nullable(),
});
export type OrderMilestone = z.infer<typeof orderMilestoneSchema>;

/** One document of an order's checklist. */
export const orderDocumentSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  status: z.enum(documentStatuses),
  /** The file last sent for it. */
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  /** Why it was rejected. */
  reason: z.string().nullable(),
  uploadedAt: z.string().nullable(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

/** A file the team handed over for an order. */
export const orderDeliverableSchema = z.object({
  id: z.string(),
  kind: z.enum(deliverableKinds),
  fileName: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type OrderDeliverable = z.infer<typeof orderDeliverableSchema>;

/** Body of `PATCH /api/admin/orders/:id/milestones/:milestoneId`. */
export const updateMilestoneRequestSchema = z.object({
  status: z.enum(milestoneStatuses),
  note: z
    .string()
    .trim()
    .max(1000, 'Keep the note under 1000 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** Body of `PATCH /api/admin/orders/:id/documents/:documentId`: a rejection needs its reason. */
export const reviewDocumentRequestSchema = z
  .object({
    status: z.enum(['accepted', 'rejected']),
    reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
  })
  .refine((body) => body.status === 'accepted' || (body.reason ?? '').length > 0, {
    path: ['reason'],
    message: 'Say why the document is rejected',
  });

/** Body of `PATCH /api/admin/orders/:id/launch`: the order's owner and internal notes. */
export const updateLaunchRequestSchema = z
  .object({
    /** An admin's user id, or null to leave the order unassigned. */
    ownerId: z.guid('Not a valid id').nullable().optional(),
    internalNotes: z.string().max(5000, 'Keep internal notes under 5000 characters').nullable().optional(),
  })
  .refine((body) => body.ownerId !== undefined || body.internalNotes !== undefined, {
    message: 'Nothing to change',
  });

/** What only admins see of an order's launch: its owner and internal notes. */
export const adminLaunchSchema = z.object({
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  internalNotes: z.string().nullable(),
});
export type AdminLaunch = z.infer<typeof adminLaunchSchema>;

/** Path parameters of the calls on one milestone or document of an order. */
export const milestoneParamsSchema = z.object({
  id: z.guid('Not a valid id'),
  milestoneId: z.guid('Not a valid id'),
});
export const documentParamsSchema = z.object({
  id: z.guid('Not a valid id'),
  documentId: z.guid('Not a valid id'),
});
