import { z } from 'zod';

/** Machine-readable error codes carried in `error.code` of every failure envelope. */
export const errorCodes = [
  'validation_failed',
  'malformed_json',
  'unsupported_media_type',
  'unauthenticated',
  'invalid_credentials',
  'forbidden',
  'csrf_rejected',
  'not_found',
  'conflict',
  'email_taken',
  'payload_too_large',
  'rate_limited',
  'payments_disabled',
  'payment_initiation_failed',
  'payment_status_failed',
  'not_configured',
  'service_unavailable',
  'internal_error',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** One field problem in a 400 answer. */
export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** The failure envelope every `/api` error answers with. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.object({
    code: z.string(),
    details: z.array(errorDetailSchema).optional(),
    requestId: z.string(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Wraps a data schema in the success envelope `{ success: true, data, message? }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
  });
}

/** Sentences shown to people, word for word from the product spec where it gives them. */
export const messages = {
  requestFailed: 'Request failed',
  genericError: 'An error occurred',
  networkError: 'Network error or server unavailable',
  authOperationFailed: 'Operation failed',
  authNetworkError: 'Network error. Please try again.',
  registered: 'Registration successful! Please login.',
  loggedIn: 'Login successful! Redirecting...',
  loggedOut: 'Logged out',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  unauthenticated: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do that',
  csrfRejected: 'This request did not come from this site and was refused',
  notFound: 'Not found',
  routeNotFound: 'No API route matches this path',
  validationFailed: 'Some fields are missing or invalid',
  malformedJson: 'The request body is not valid JSON',
  badUrl: 'The request address is malformed',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json)',
  payloadTooLarge: 'The request body is too large',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  internalError: 'Something went wrong on our side. Please try again later.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  paymentInitiationFailed: 'Payment initiation failed',
  paymentNetworkError: 'Network error during payment initiation',
  paymentsDisabled: 'Payment is currently disabled',
  failedToInitiatePayment: 'Failed to initiate payment',
  failedToCheckPaymentStatus: 'Failed to check payment status',
  contactSuccess: "Thank you for your message! We'll get back to you within 24 hours.",
  contactFailure: 'Something went wrong. Please try again.',
} as const;
