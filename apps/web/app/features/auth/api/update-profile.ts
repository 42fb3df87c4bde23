import {
  type PublicUser,
  profileResponseDataSchema,
  successEnvelope,
  type UpdateProfileRequest,
} from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { writeStoredUser } from '../../../lib/stored-user.ts';
import { authKeys } from './auth-keys.ts';

const updateProfileResponseSchema = successEnvelope(profileResponseDataSchema);

/** Saves the user's name and phone (`PATCH /api/auth/me`). */
export async function updateProfile(changes: UpdateProfileRequest): Promise<PublicUser> {
  const body = await apiRequest('/auth/me', {
    method: 'PATCH',
    body: changes,
    schema: updateProfileResponseSchema,
  });
  return body.data.user;
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      writeStoredUser(user);
      queryClient.setQueryData(authKeys.session(), user);
    },
  });
}
