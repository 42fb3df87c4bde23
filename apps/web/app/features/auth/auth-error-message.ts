import { messages } from '@launchpad/shared';
import { isApiError } from '../../lib/api-client.ts';

/** Sign-in errors: the server's message, else 'Operation failed'; an unreachable server has its own line. */
export function authErrorMessage(error: unknown): string {
  if (!isApiError(error)) return messages.authOperationFailed;
  if (error.status === 0) return messages.authNetworkError;
  return error.serverMessage ?? messages.authOperationFailed;
}
