import { type ErrorCode, type ErrorDetail, messages } from '@launchpad/shared';

const statusByCode: Record<ErrorCode, number> = {
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
  payment_initiation_failed: 500,
  payment_provider_error: 502,
  payment_provider_unavailable: 503,
  not_configured: 501,
  service_unavailable: 503,
  internal_error: 500,
};

/** The one error services throw; only the error handler turns it into HTTP. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}

/** A 400 for one field, whose problem is the whole message (shown at the field and above the form). */
/** The refusal of a token whose session is over: signed out, expired, revoked or someone else's. */
export function sessionEnded(): AppError {
  return new AppError('unauthenticated', messages.sessionExpired);
}

export function fieldError(path: string, message: string): AppError {
  return new AppError('validation_failed', message, [{ path, message }]);
}
