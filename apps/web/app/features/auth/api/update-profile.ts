import {
  type PublicUser,
  profileResponseDataSchema,
  successEnvelope,
  type UpdateProfileRequest,
} from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberUser } from './get-current-user.ts';

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
      rememberUser(queryClient, user);
    },
  });
}
