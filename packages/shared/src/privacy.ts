import { z } from 'zod';
import { UNSUBSCRIBE_LINK_DAYS } from './retention.ts';

/** Where a data export stands: waiting, being built, ready to fetch, failed, or past its link's life. */
export const dataExportStatuses = ['pending', 'building', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/** An export that the customer may still wait for (a new request joins it instead of starting another). */
export function isDataExportUnderWay(status: DataExportStatus): boolean {
  return status === 'pending' || status === 'building';
}

/** One data export per account in this many hours; a repeat answers the copy already made. */
export const DATA_EXPORTS_EVERY_HOURS = 24;

/** A data export as its owner sees it. */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(dataExportStatuses),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when the archive can be fetched (24 hours after it is ready). */
  expiresAt: z.string().nullable(),
  /** The archive's size in bytes, once built. */
  size: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** Params of `GET /api/auth/me/data-export/:id` and its `/file`. */
export const dataExportParamsSchema = z.object({ id: z.string() });

/** Where an account deletion stands. */
export const accountDeletionStatuses = ['scheduled', 'cancelled', 'completed', 'refused'] as const;
export type AccountDeletionStatus = (typeof accountDeletionStatuses)[number];

/** How recent a Google sign-in must be to confirm a deletion in place of the password. */
export const GOOGLE_CONFIRMATION_MAX_AGE_MINUTES = 5;

/** The account's password confirms the deletion. */
export const passwordDeletionRequestSchema = z.object({
  password: z
    .string()
    .min(1, 'Enter your password to confirm')
    .max(256, 'Password is too long')
    .meta({ 'x-checked-by-server': 'The account’s password.' }),
});

/** A fresh Google sign-in (its Firebase ID token) confirms it instead, for an account without a password. */
export const googleDeletionRequestSchema = z.object({
  idToken: z.string().min(1, 'Sign in with Google to confirm').max(8192, 'idToken is too long').meta({
    'x-checked-by-server': 'A Google sign-in to the account’s own address within the last 5 minutes.',
  }),
});

/** Body of `POST /api/auth/me/deletion`: the password, or a Google sign-in of the last few minutes. */
export const accountDeletionRequestSchema = z.union([
  passwordDeletionRequestSchema,
  googleDeletionRequestSchema,
]);
export type AccountDeletionRequest = z.input<typeof accountDeletionRequestSchema>;
export type PasswordDeletionRequest = z.input<typeof passwordDeletionRequestSchema>;

/** `data` of `POST /api/auth/me/deletion` and `GET /api/auth/me/deletion`. */
export const accountDeletionSchema = z.object({
  scheduledFor: z.string(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** `data` of `GET /api/auth/me/deletion`: the scheduled deletion, or null when none is. */
export const scheduledDeletionSchema = accountDeletionSchema.nullable();

/** What a customer may consent to beyond what the service needs. */
export const consentPurposes = ['product-updates'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** The consents a customer has given, as the account page shows and changes them. */
export const consentsSchema = z.object({
  /** Mails about new services and product changes (never needed for an order; off unless chosen). */
  productUpdates: z.boolean(),
});
export type Consents = z.infer<typeof consentsSchema>;

/** Body of `PUT /api/auth/me/consents`. */
export const updateConsentsRequestSchema = consentsSchema;

/** Query of `POST /api/unsubscribe`: the one-click link of a product-updates mail (RFC 8058). */
export const unsubscribeQuerySchema = z.object({
  token: z.string().min(1, 'The link has no token').max(200, 'The link is not valid'),
});

/** The kinds of data request kept in the record admins read. */
export const privacyRequestKinds = ['export', 'deletion', 'retention', 'correction', 'consent'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

/** The name an erased customer's account carries on the records the law makes us keep. */
export const ERASED_CUSTOMER_NAME = 'Erased customer';

/** What an erased customer's messages and complaints say in place of their words. */
export const ERASED_TEXT = 'Erased at the customer’s request';

/** Sentences of the privacy screens and answers. */
export const privacyMessages = {
  exportRequested: 'We are preparing your data. We will email you when it is ready to download.',
  exportAlreadyReady:
    'Your copy of your data from the last 24 hours is ready to download. You can ask for one copy a day.',
  exportWaitingForSpace:
    'Many copies of customers’ data are being kept right now. Yours is queued and will be prepared as soon as space frees up; we will email you when it is ready.',
  exportNotFound: 'Data export not found',
  exportNotReady: 'This data export is not ready yet.',
  exportExpired: 'This download link has expired. Request a new copy of your data.',
  deletionScheduled: 'Your account deletion is scheduled. Sign in before then to keep your account.',
  deletionCancelled: 'Your account will not be deleted.',
  deletionNotScheduled: 'No deletion of your account is scheduled.',
  deletionAlreadyScheduled: 'A deletion of your account is already scheduled.',
  deletionWrongPassword: 'That password is not right.',
  deletionOrderInWork:
    'An order of yours is paid and in work. Wait until it is completed, or request its cancellation, then delete your account.',
  deletionLastOwner:
    'You are the shop’s only owner. Make someone else an owner before you delete your account.',
  deletionNoPassword:
    'This account has no password: confirm with Google instead, or set a password first (Forgot password on the sign-in page).',
  deletionGoogleStale: `Sign in with Google again to confirm: the sign-in must be from the last ${GOOGLE_CONFIRMATION_MAX_AGE_MINUTES} minutes.`,
  deletionGoogleOtherAccount:
    'That Google account is not the one of this account. Choose the Google account with your email.',
  deletionGoogleUnavailable: 'Google sign-in is not available here. Confirm with your password.',
  productUpdatesOn: 'You will receive product updates.',
  productUpdatesOff: 'You will no longer receive product updates.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. Turn off product updates on your account page.',
  unsubscribeLinkExpired: `This unsubscribe link has expired: each works for ${UNSUBSCRIBE_LINK_DAYS} days after its mail. Use the one in a newer product update, or turn off product updates on your account page.`,
} as const;
