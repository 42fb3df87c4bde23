import { apiClient } from '../../../lib/api-client.ts';

/** The logout answer carries nothing to read; only its status matters. */
const anyBody = { safeParse: (value: unknown) => ({ success: true as const, data: value }) };

/** Ends the session: the server clears the session cookie. */
export async function endSession(): Promise<void> {
  await apiClient.post('/auth/logout', {}, anyBody);
}
