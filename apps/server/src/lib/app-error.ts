import { type ErrorCode, type ErrorDetail, errorCodeStatus, messages } from '@launchpad/shared';

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
    this.statusCode = errorCodeStatus[code];
  }
}

/** The refusal of a token whose session is over: signed out, expired, revoked or someone else's. */
export function sessionEnded(): AppError {
  return new AppError('unauthenticated', messages.sessionExpired);
}

/** A 400 for one field, whose problem is the whole message (shown at the field and above the form). */
export function fieldError(path: string, message: string): AppError {
  return new AppError('validation_failed', message, [{ path, message }]);
}
