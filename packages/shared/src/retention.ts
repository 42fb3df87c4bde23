/**
 * How long each kind of personal data is kept: the one place the server's jobs and the privacy
 * notice read their numbers from.
 */

/** Days a sign-in (time, method, shortened IP address, browser) stays in the account's history. */
export const SIGN_IN_HISTORY_RETENTION_DAYS = 180;

/** Days after a launch completes that its identity documents are deleted, unless configured otherwise. */
export const DEFAULT_DOCUMENT_RETENTION_DAYS = 90;

/** Days before that deletion that the customer is mailed, with time to download the documents. */
export const DOCUMENT_RETENTION_NOTICE_DAYS = 7;

/** Hours the link to a ready data export works; the archive is deleted after them. */
export const DATA_EXPORT_LINK_HOURS = 24;

/** Days between a request to delete an account and its deletion, unless configured otherwise. */
export const ACCOUNT_DELETION_DELAY_DAYS = 7;

/** Years tax invoices, credit notes and payment records are kept (GST: 72 months after the annual return). */
export const TAX_RECORDS_RETENTION_YEARS = 8;

/**
 * Days a contact-form message and the team's answers to it are kept after the last of them, unless a
 * complaint raised from it is still open.
 */
export const CONTACT_MESSAGE_RETENTION_DAYS = 365;

/** Days a mail stays in the outbox's history after it was sent, or after its delivery was given up. */
export const MAIL_HISTORY_RETENTION_DAYS = 90;

/** Days the server's logs (each request's IP address and path) are kept: the deploy files' journal. */
export const LOG_RETENTION_DAYS = 30;

/** Days a database backup is kept, on the machine or off it: what was deleted leaves them within them. */
export const BACKUP_RETENTION_DAYS = 90;

/** Days a product update's one-click unsubscribe link works after the mail was queued. */
export const UNSUBSCRIBE_LINK_DAYS = 60;

/**
 * Years the audit trail of staff actions is kept: as long as the payment and tax records whose
 * refunds, corrections and offline payments it explains.
 */
export const STAFF_ACTIONS_RETENTION_YEARS = 8;

/** Hours a signed-in session lasts. */
export const SESSION_HOURS = 24;

/** How a person signed in. */
export const signInMethods = ['password', 'google'] as const;
export type SignInMethod = (typeof signInMethods)[number];
