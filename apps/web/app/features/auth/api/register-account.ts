import {
  type PublicUser,
  type RegisterRequest,
  registerResponseDataSchema,
  successEnvelope,
} from '@launchpad/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const registerResponseSchema = successEnvelope(registerResponseDataSchema);

/** Creates an account; the person signs in afterwards. */
export async function registerAccount(account: RegisterRequest): Promise<PublicUser> {
  const body = await apiClient.post('/auth/register', account, registerResponseSchema);
  return body.data.user;
}

export function useRegisterAccountMutation() {
  return useMutation({ mutationFn: registerAccount });
}
