import { z } from 'zod';
import { calendarDayField } from './calendar.ts';
import { opaqueCursor } from './pagination.ts';

// The audit trail: what the provider's staff did, who did it, from where, to what. Each action is
// named here once; the server records it, the Activity tab filters by it.

/** What a staff action was done to. */
export const staffActionTargets = [
  'order',
  'account',
  'contact-message',
  'mail',
  'complaint',
  'conversation',
] as const;
export type StaffActionTarget = (typeof staffActionTargets)[number];

/** Every kind of staff action, with the words the Activity tab shows and what it acts on. */
export const staffActionDetails = {
  'order.status-changed': { label: 'Changed an order’s status', target: 'order' },
  'order.notes-changed': { label: 'Changed an order’s internal notes', target: 'order' },
  'order.refunded': { label: 'Refunded a payment', target: 'order' },
  'order.cancellation-declined': { label: 'Declined a cancellation request', target: 'order' },
  'order.offline-payment': { label: 'Recorded an offline payment', target: 'order' },
  'order.invoice-corrected': { label: 'Corrected an invoice', target: 'order' },
  'order.launch-changed': { label: 'Changed a launch', target: 'order' },
  'order.milestone-changed': { label: 'Changed a milestone', target: 'order' },
  'order.document-decided': { label: 'Decided on a customer’s document', target: 'order' },
  'order.deliverable-added': { label: 'Handed over a deliverable', target: 'order' },
  'order.deliverable-withdrawn': { label: 'Withdrew a deliverable', target: 'order' },
  'order.message-sent': { label: 'Wrote in an order’s conversation', target: 'order' },
  'conversation.changed': { label: 'Marked a conversation handled or waiting', target: 'conversation' },
  'account.invited': { label: 'Invited a person', target: 'account' },
  'account.invitation-resent': { label: 'Sent an invitation again', target: 'account' },
  'account.verification-resent': { label: 'Sent an address verification again', target: 'account' },
  'account.signed-out': { label: 'Signed a person out everywhere', target: 'account' },
  'account.deactivated': { label: 'Deactivated an account', target: 'account' },
  'account.reactivated': { label: 'Reactivated an account', target: 'account' },
  'account.role-changed': { label: 'Changed a person’s role', target: 'account' },
  'account.data-corrected': { label: 'Corrected a customer’s data on request', target: 'account' },
  'contact.changed': { label: 'Marked a contact message handled or open', target: 'contact-message' },
  'contact.answered': { label: 'Answered a contact message', target: 'contact-message' },
  'contact.made-complaint': { label: 'Recorded a contact message as a complaint', target: 'contact-message' },
  'complaint.changed': { label: 'Changed a complaint', target: 'complaint' },
  'mail.retried': { label: 'Sent a mail again', target: 'mail' },
  'staff.signed-in': { label: 'Signed in', target: 'account' },
  'staff.second-factor-failed': { label: 'Gave a wrong second-factor code', target: 'account' },
} as const satisfies Record<string, { label: string; target: StaffActionTarget }>;

export type StaffAction = keyof typeof staffActionDetails;
export const staffActions = Object.keys(staffActionDetails) as StaffAction[];
export const staffActionSchema = z.enum(staffActions as [StaffAction, ...StaffAction[]], {
  error: 'Not an action of the audit trail',
});

const auditDay = calendarDayField('Use a date like 2026-12-08');

/** Query of `GET /api/admin/audit` and its CSV: days in India, both inclusive. */
export const auditQuerySchema = z.object({
  /** Only what this person did. */
  personId: z.guid('Not a valid person id').optional(),
  action: staffActionSchema.optional(),
  /** Only what was done to this order. */
  orderId: z.guid('Not a valid order id').optional(),
  from: auditDay.optional(),
  to: auditDay.optional(),
  cursor: z.string().min(1).max(200).meta(opaqueCursor).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** Query of the CSV export: the list's filters, without paging. */
export const auditExportQuerySchema = auditQuerySchema.omit({ cursor: true, limit: true });

/** One entry of the audit trail. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: staffActionSchema,
  /** The staff member; null for an account since erased (their address stays in `personEmail`). */
  personId: z.string().nullable(),
  personEmail: z.string(),
  /** Their role when they acted. */
  personRole: z.string(),
  /** The client address the request came from. */
  address: z.string().nullable(),
  targetKind: z.enum(staffActionTargets),
  targetId: z.string().nullable(),
  orderId: z.string().nullable(),
  /** What was asked for: the request's fields, secrets and files left out. */
  changes: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `data` of `GET /api/admin/audit`. */
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const AUDIT_CSV_COLUMNS = [
  'Time (UTC)',
  'Action',
  'Person',
  'Role',
  'Address',
  'Target',
  'Target id',
  'Order id',
  'Changes',
] as const;
