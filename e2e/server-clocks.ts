/**
 * Clocks of the product that the e2e servers shorten (playwright.config.ts passes them as settings),
 * for the specs that wait on them to derive their bounds from.
 */

/** `PAYMENT_RESUME_WINDOW_SECONDS`: a repeated "pay" for an order within it resumes the same checkout. */
export const resumeWindowSeconds = 2;

/**
 * `SANDBOX_PENDING_DELAY_SECONDS`: "Leave pending" completes by itself this long after the click.
 * Long enough that a busy machine shows the processing page before the confirmation lands.
 */
export const pendingDelaySeconds = 20;
