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

/** The HTTP status each error code is answered with: the server's mapper and the API document read it. */
export const errorCodeStatus: Record<ErrorCode, number> = {
  validation_failed: 400,
  bad_request: 400,
  malformed_json: 400,
  unsupported_media_type: 415,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  csrf_rejected: 403,
  not_found: 404,
  conflict: 409,
  email_taken: 409,
  payload_too_large: 413,
  rate_limited: 429,
  payments_disabled: 400,
  // The payment did not start and nothing was charged: the same request is worth trying again.
  payment_initiation_failed: 503,
  payment_provider_error: 502,
  payment_provider_unavailable: 503,
  not_configured: 501,
  service_unavailable: 503,
  internal_error: 500,
};

/** The codes answered with one HTTP status, in the order of `errorCodes`. */
export function errorCodesOfStatus(status: number): ErrorCode[] {
  return errorCodes.filter((code) => errorCodeStatus[code] === status);
}

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
    code: z.enum(errorCodes),
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

/** The success envelope's shape for data of type `T`. */
export type SuccessEnvelope<T> = { success: true; data: T; message?: string };

/** Builds the success envelope; every `/api` success is written through this one function. */
export function ok<T>(data: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/** The answer of an action that returns nothing but its message: `{ success: true, data: null, message }`. */
export const noDataEnvelope = successEnvelope(z.null());
