import { z } from 'zod';

/** Machine-readable error codes carried in `error.code` of every failure envelope. */
export const errorCodes = [
  'validation_failed',
  'bad_request',
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
  'payment_provider_error',
  'payment_provider_unavailable',
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

/** Builds the failure envelope; every `/api` failure is written through this one function. */
export function errorEnvelope(
  code: ErrorCode,
  message: string,
  requestId: string,
  details?: ErrorDetail[],
): ErrorEnvelope {
  return { success: false, message, error: { code, ...(details ? { details } : {}), requestId } };
}

/** Wraps a data schema in the success envelope `{ success: true, data, message? }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
  });
}

/** The answer of an action that returns nothing but its message: `{ success: true, data: null, message }`. */
export const noDataEnvelope = successEnvelope(z.null());
