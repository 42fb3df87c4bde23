import { messages } from '@launchpad/shared';
import { isApiError } from '../../lib/api-client.ts';

/** Spec §8, auth: the server's message, else 'Operation failed'; unreachable server has its own line. */
export function authErrorMessage(error: unknown): string {
  if (!isApiError(error)) return messages.authOperationFailed;
  if (error.status === 0) return messages.authNetworkError;
  return error.serverMessage ?? messages.authOperationFailed;
}
