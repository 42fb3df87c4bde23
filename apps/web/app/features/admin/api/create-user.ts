import {
  type CreateUserRequest,
  createUserResponseSchema,
  type PublicUser,
  successEnvelope,
} from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const createUserResponse = successEnvelope(createUserResponseSchema);

/** An admin creates an account (`POST /api/users`), optionally another admin. */
export async function createUser(account: CreateUserRequest): Promise<PublicUser> {
  return (await apiClient.post('/users', account, createUserResponse)).data.user;
}

export function useCreateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary() }),
      ]),
  });
}
