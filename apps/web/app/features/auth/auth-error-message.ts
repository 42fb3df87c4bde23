import { messages } from '@launchpad/shared';
import { isApiError } from '../../lib/api-client.ts';

/** Sign-in errors: the server's message, else 'Operation failed'; an unreachable server has its own line. */
export function authErrorMessage(error: unknown): string {
  if (!isApiError(error)) return messages.authOperationFailed;
  if (error.status === 0) return messages.authNetworkError;
  return error.serverMessage ?? messages.authOperationFailed;
}

/**
 * The message a form shows above its fields for a failed request, or null when there is none to
 * show: no failure, or field problems, which show at their fields.
 */
export function generalFormError(mutation: { isError: boolean; error: unknown }): string | null {
  if (!mutation.isError) return null;
  if (isApiError(mutation.error) && mutation.error.details.length > 0) return null;
  return authErrorMessage(mutation.error);
}
