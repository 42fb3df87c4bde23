import { z } from 'zod';
import { loginRequestSchema, personNameSchema } from './auth.ts';
import type { StatusTone } from './orders.ts';
import { plainText, showsACharacter, trimmedAtLeast } from './text.ts';

/**
 * A complaint's life: raised (`open`), acknowledged by the team, resolved. The Consumer Protection
 * (E-Commerce) Rules 2020, rule 4(5), ask for an acknowledgement within 48 hours of receipt and
 * redress within one month.
 */
export const grievanceStatuses = ['open', 'acknowledged', 'resolved'] as const;
export type GrievanceStatus = (typeof grievanceStatuses)[number];

export const grievanceStatusDetails: Record<GrievanceStatus, { label: string; tone: StatusTone }> = {
  open: { label: 'Received', tone: 'warning' },
  acknowledged: { label: 'Acknowledged', tone: 'info' },
  resolved: { label: 'Resolved', tone: 'success' },
};

/** Whether the team still has to acknowledge the complaint (the 48-hour clock runs). */
export const awaitsAcknowledgement = (status: GrievanceStatus) => status === 'open';
/** Whether the complaint still has to be redressed (the one-month clock runs). */
export const awaitsResolution = (status: GrievanceStatus) => status !== 'resolved';

/** Hours the team has to acknowledge a complaint. */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;
/** How long before a deadline the team is alerted. */
export const DEADLINE_ALERT_HOURS = 12;

/** One calendar month after `moment`, at the same time of day; the 31st becomes the month's last day. */
export function oneMonthAfter(moment: Date): Date {
  const next = new Date(moment);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** The two deadlines of a complaint received at `receivedAt`. */
export function grievanceDeadlines(receivedAt: Date): { acknowledgeBy: Date; resolveBy: Date } {
  return {
    acknowledgeBy: new Date(receivedAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * 3_600_000),
    resolveBy: oneMonthAfter(receivedAt),
  };
}

const IST_OFFSET_MS = 330 * 60_000;

/** The month a complaint's number belongs to, in India: "2611" for November 2026. */
export function grievancePeriod(receivedAt: Date): string {
  const ist = new Date(receivedAt.getTime() + IST_OFFSET_MS);
  return `${String(ist.getUTCFullYear() % 100).padStart(2, '0')}${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A complaint's ticket number: "GRV-2611-0042", the month's serial at least four digits. */
export function grievanceNumber(period: string, serial: number): string {
  return `GRV-${period}-${String(serial).padStart(4, '0')}`;
}

const grievanceNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^GRV-\d{4}-\d{4,6}$/, 'Enter the complaint number as it was mailed to you, e.g. GRV-2611-0042');

const grievanceTextSchema = (what: string, max: number) =>
  plainText()
    .trim()
    .regex(trimmedAtLeast(1), `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)
    .regex(showsACharacter, `${what} is required`);

/** What the API document says of a field only a signed-out complainant must give. */
const neededSignedOut = { 'x-checked-by-server': 'Required when no session comes with the request.' };

/**
 * Body of `POST /api/grievances`. Signed in, the name and email are the account's and `orderId` may
 * name one of the customer's orders; signed out, the name and email are required.
 */
export const newGrievanceSchema = z.object({
  subject: grievanceTextSchema('Subject', 200),
  body: grievanceTextSchema('Your complaint', 5000),
  orderId: z
    .guid('Not a valid order')
    .optional()
    .meta({ 'x-checked-by-server': 'Only with a session: one of the signed-in customer’s own orders.' }),
  name: personNameSchema.optional().meta(neededSignedOut),
  email: loginRequestSchema.shape.email.optional().meta(neededSignedOut),
});
export type NewGrievance = z.input<typeof newGrievanceSchema>;

/** `data` of `POST /api/grievances`: the ticket and its two deadlines. */
export const raisedGrievanceSchema = z.object({
  id: z.guid(),
  number: z.string(),
  status: z.literal('open'),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  createdAt: z.string(),
});
export type RaisedGrievance = z.infer<typeof raisedGrievanceSchema>;

/** One change of a complaint, with the team's note. */
export const grievanceEventSchema = z.object({
  status: z.enum(grievanceStatuses),
  note: z.string().nullable(),
  at: z.string(),
});

/** A complaint as its complainant follows it. */
export const grievanceSchema = z.object({
  id: z.guid(),
  number: z.string(),
  status: z.enum(grievanceStatuses),
  subject: z.string(),
  body: z.string(),
  orderId: z.guid().nullable(),
  orderReference: z.string().nullable(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  timeline: z.array(grievanceEventSchema),
});
export type Grievance = z.infer<typeof grievanceSchema>;

/** `data` of `GET /api/grievances`: the signed-in customer's complaints, newest first. */
export const myGrievancesSchema = z.object({ grievances: z.array(grievanceSchema) });

/** Body of `POST /api/grievances/lookup`: follow a complaint signed out, by its number and email. */
export const grievanceLookupSchema = z.object({
  number: grievanceNumberSchema,
  email: loginRequestSchema.shape.email,
});
export type GrievanceLookup = z.input<typeof grievanceLookupSchema>;

/** A complaint for the team: the complainant, and the time left on each clock (negative once overdue). */
export const adminGrievanceSchema = grievanceSchema.extend({
  name: z.string(),
  email: z.string(),
  overdue: z.boolean(),
  /** Seconds left to acknowledge; null once acknowledged. */
  acknowledgeSecondsLeft: z.number().int().nullable(),
  /** Seconds left to resolve; null once resolved. */
  resolveSecondsLeft: z.number().int().nullable(),
  contactMessageId: z.guid().nullable(),
});
export type AdminGrievance = z.infer<typeof adminGrievanceSchema>;

export const adminGrievanceFilters = ['unresolved', 'open', 'acknowledged', 'resolved', 'all'] as const;
export type AdminGrievanceFilter = (typeof adminGrievanceFilters)[number];

export const adminGrievancesQuerySchema = z.object({
  filter: z.enum(adminGrievanceFilters).default('unresolved'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** `data` of `GET /api/admin/grievances`: overdue first, then by the nearest deadline. */
export const adminGrievancesSchema = z.object({
  grievances: z.array(adminGrievanceSchema),
  overdueCount: z.number().int(),
});
export type AdminGrievances = z.infer<typeof adminGrievancesSchema>;

/** Body of `PATCH /api/admin/grievances/:id`: acknowledge or resolve, always with a note to the complainant. */
export const updateGrievanceSchema = z.object({
  status: z.enum(['acknowledged', 'resolved']),
  note: grievanceTextSchema('A note', 2000),
});
export type UpdateGrievance = z.input<typeof updateGrievanceSchema>;
