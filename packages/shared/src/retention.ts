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

/** Hours a signed-in session lasts. */
export const SESSION_HOURS = 24;

/** How a person signed in. */
export const signInMethods = ['password', 'google'] as const;
export type SignInMethod = (typeof signInMethods)[number];
