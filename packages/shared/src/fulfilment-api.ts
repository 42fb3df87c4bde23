import { z } from 'zod';
import { ADMIN_PAGE_SIZE, orderAttentionSchema } from './admin.ts';
import {
  deliverableKinds,
  documentStatuses,
  fulfilmentStages,
  milestoneStatuses,
  milestoneWaitsOn,
} from './fulfilment-plans.ts';
import { trackStates } from './launch-track.ts';
import { opaqueCursor } from './pagination.ts';
import { plainText, trimmedAtLeast } from './text.ts';

/** The largest file a customer or admin may upload (documents, deliverables, attachments), in MB. */
export const MAX_ORDER_FILE_MB = 10;
/** The largest file a customer or admin may upload, in bytes: the server and the browser check it. */
export const MAX_ORDER_FILE_BYTES = MAX_ORDER_FILE_MB * 1024 * 1024;
/** The types an order's file may be, as found in its bytes. */
export const ORDER_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type OrderFileType = (typeof ORDER_FILE_TYPES)[number];
/** `ORDER_FILE_TYPES` as a customer names them. */
export const ORDER_FILE_TYPE_NAMES = 'PDF, JPEG or PNG';
/** What an order's file may be, as the customer is told before choosing one. */
export const ORDER_FILE_RULE = `${ORDER_FILE_TYPE_NAMES}, up to ${MAX_ORDER_FILE_MB} MB`;

/** Whether a media type is one an order's file may be. */
export function isOrderFileType(type: string): type is OrderFileType {
  return (ORDER_FILE_TYPES as readonly string[]).includes(type);
}

/** A calendar day in India, `YYYY-MM-DD` (decision 010). */
export const calendarDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** How a paid order's launch is going; null until the order is paid. */
export const trackStateSchema = z.enum(trackStates);

/** One milestone of an order as its owner and the admins see it. */
export const orderMilestoneSchema = z.object({
  id: z.string(),
  /** The plan's key of the step (`SIGN_OFF_MILESTONE_KEY` is the customer's own sign-off). */
  key: z.string(),
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
  /** Blocked until the customer does what the note says (they were mailed at once). */
  blockedOnCustomer: z.boolean(),
});
export type OrderMilestone = z.infer<typeof orderMilestoneSchema>;

/** One file of an order's document checklist (a kind that takes several has one entry per file). */
export const orderDocumentSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** 1 for the kind's first file, 2, 3 … for the ones added to a kind that takes several. */
  copy: z.number().int(),
  title: z.string(),
  status: z.enum(documentStatuses),
  /** Its file; sending another replaces it. */
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

/** The `path` of the 409 details that name the earlier milestones still open when one is finished. */
export const OUT_OF_ORDER_CONFIRMATION = 'confirmOutOfOrder';

/**
 * The `path` of the 409 details that name the documents not accepted yet when the documents step is
 * finished by hand.
 */
export const DOCUMENTS_OUTSTANDING_CONFIRMATION = 'confirmDocumentsOutstanding';

/** The `path` of the 409 detail that asks before a deliverable of a milestone not started is handed over. */
export const NOT_STARTED_CONFIRMATION = 'confirmNotStarted';

/** Body of `PATCH /api/admin/orders/:id/milestones/:milestoneId`. */
export const updateMilestoneRequestSchema = z
  .object({
    status: z.enum(milestoneStatuses),
    note: plainText()
      .trim()
      .max(1000, 'Keep the note under 1000 characters')
      .optional()
      .transform((value) => (value ? value : undefined)),
    /** A block that waits on the customer: they are mailed at once with the note, which says what is needed. */
    blockedOnCustomer: z.boolean().optional(),
    /** The admin has seen that earlier milestones are still open and finishes this one anyway. */
    confirmOutOfOrder: z.boolean().optional(),
    /** The admin has seen which documents are not accepted yet and finishes the documents step anyway. */
    confirmDocumentsOutstanding: z.boolean().optional(),
  })
  .refine((body) => !body.blockedOnCustomer || body.status === 'blocked', {
    path: ['blockedOnCustomer'],
    message: 'Only a blocked milestone waits on the customer',
  })
  .refine((body) => !body.blockedOnCustomer || body.note, {
    path: ['note'],
    message: 'Say what you need from the customer',
  });
export type UpdateMilestoneRequest = z.input<typeof updateMilestoneRequestSchema>;

/** Query of `POST /api/admin/orders/:id/deliverables`. */
export const deliverableUploadQuerySchema = z.object({
  /** The admin has seen that the deliverable's milestone has not started and hands it over anyway. */
  confirmNotStarted: z.enum(['true', 'false']).optional(),
});

/** Body of `PATCH /api/admin/orders/:id/documents/:documentId`: a rejection needs its reason. */
export const reviewDocumentRequestSchema = z
  .object({
    status: z.enum(['accepted', 'rejected']),
    reason: plainText().trim().max(500, 'Keep the reason under 500 characters').optional(),
  })
  .refine((body) => body.status === 'accepted' || (body.reason ?? '').length > 0, {
    path: ['reason'],
    message: 'Say why the document is rejected',
  });

/** Body of `PATCH /api/admin/orders/:id/launch`: the order's owner and internal notes. */
export const updateLaunchRequestSchema = z
  .object({
    /** An admin's user id, or null to leave the order unassigned. */
    ownerId: z
      .guid('Not a valid id')
      .meta({ 'x-checked-by-server': 'The id of an admin.' })
      .nullable()
      .optional(),
    internalNotes: plainText().max(5000, 'Keep internal notes under 5000 characters').nullable().optional(),
  })
  .refine((body) => body.ownerId !== undefined || body.internalNotes !== undefined, {
    message: 'Nothing to change',
  });

/** An admin who can own a launch. */
export const launchOwnerSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type LaunchOwner = z.infer<typeof launchOwnerSchema>;

/** `data` of `GET /api/admin/launches/owners`: every admin, by name. */
export const launchOwnerListSchema = z.array(launchOwnerSchema);

/** What only admins see of an order's launch: its owner and internal notes. */
export const adminLaunchSchema = z.object({
  owner: launchOwnerSchema.nullable(),
  internalNotes: z.string().nullable(),
});
export type AdminLaunch = z.infer<typeof adminLaunchSchema>;

/** Whose launches the board shows: the signed-in admin's, nobody's, or one admin's (by id). */
export const launchOwnerFilterSchema = z.union([z.enum(['mine', 'unassigned']), z.guid('Not a valid id')]);
export type LaunchOwnerFilter = z.infer<typeof launchOwnerFilterSchema>;

/** Query of `GET /api/admin/launches`. */
export const launchBoardQuerySchema = z.object({
  owner: launchOwnerFilterSchema.optional(),
  state: trackStateSchema.optional(),
  /** The stage of the milestone at hand. */
  stage: z.enum(fulfilmentStages).optional(),
  /** Only launches with documents waiting for review, or with an open cancellation request. */
  needs: orderAttentionSchema.optional(),
  cursor: z.string().min(1).max(200).meta(opaqueCursor).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});

/** One active (in-progress) order on the launch board. */
export const launchBoardEntrySchema = z.object({
  orderId: z.string(),
  /** The order's short reference (`orderReference`). */
  reference: z.string(),
  packageName: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  paidAt: z.string().nullable(),
  /** The stage of the milestone at hand; null for an order without a plan. */
  stage: z.enum(fulfilmentStages).nullable(),
  /** The first milestone not done yet, in plan order. */
  nextMilestone: orderMilestoneSchema
    .pick({ id: true, title: true, status: true, plannedFor: true, waitsOn: true })
    .nullable(),
  /** The day the milestone at hand was due, once that day has passed. */
  overdueSince: calendarDateSchema.nullable(),
  expectedLaunchDate: calendarDateSchema.nullable(),
  trackState: trackStateSchema.nullable(),
  delayDays: z.number().int().nullable(),
  waitingOnCustomerSince: calendarDateSchema.nullable(),
  governmentCaveat: z.boolean(),
  milestonesDone: z.number().int(),
  milestonesTotal: z.number().int(),
  /** Documents the customer sent that wait for the team's review. */
  documentsToReview: z.number().int(),
  /** When the customer asked to cancel; null when no request is open. */
  cancellationRequestedAt: z.string().nullable(),
  owner: launchOwnerSchema.pick({ id: true, name: true }).nullable(),
});
export type LaunchBoardEntry = z.infer<typeof launchBoardEntrySchema>;

/** `data` of `GET /api/admin/launches`: overdue first, then by expected launch date. */
export const launchBoardPageSchema = z.object({
  launches: z.array(launchBoardEntrySchema),
  nextCursor: z.string().nullable(),
  /** Active orders under the owner and state filters, per stage of the milestone at hand. */
  stageCounts: z.record(z.enum(fulfilmentStages), z.number().int()),
  /** Active orders under the owner and state filters, whatever their stage (with or without a plan). */
  allStages: z.number().int(),
  /** Active orders matching every filter. */
  total: z.number().int(),
});
export type LaunchBoardPage = z.infer<typeof launchBoardPageSchema>;

/** Path parameters of the calls on one milestone or document of an order. */
export const milestoneParamsSchema = z.object({
  id: z.guid('Not a valid id'),
  milestoneId: z.guid('Not a valid id'),
});
export const documentParamsSchema = z.object({
  id: z.guid('Not a valid id'),
  documentId: z.guid('Not a valid id'),
});
/** Path parameters of `GET /api/orders/:id/deliverables/:deliverableId/file`. */
export const deliverableParamsSchema = z.object({
  id: z.guid('Not a valid id'),
  deliverableId: z.guid('Not a valid id'),
});

/** Body of `DELETE /api/admin/orders/:id/deliverables/:documentId`: why the file is withdrawn (logged). */
export const withdrawDeliverableRequestSchema = z.object({
  reason: plainText()
    .trim()
    .regex(trimmedAtLeast(1), 'Say why the deliverable is withdrawn')
    .max(500, 'Reason must be at most 500 characters'),
});
export type WithdrawDeliverableRequest = z.input<typeof withdrawDeliverableRequestSchema>;

/** `data` of the withdrawal: the deliverable that the customer no longer sees. */
export const withdrawnDeliverableSchema = z.object({ id: z.string(), fileName: z.string() });
