import {
  type ConfirmTwoFactorRequest,
  currentAccountDataSchema,
  type DisableTwoFactorRequest,
  noDataEnvelope,
  recoveryCodesSchema,
  successEnvelope,
  type TwoFactorEnrolment,
  twoFactorEnrolmentSchema,
} from '@launchpad/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

const accountSchema = successEnvelope(currentAccountDataSchema);

/** Whether two-step sign-in is on, must be turned on (staff), and how many recovery codes are left. */
export function useTwoFactorStatusQuery() {
  return useQuery({
    queryKey: authKeys.twoFactor(),
    queryFn: async ({ signal }) => (await apiClient.get('/auth/me', accountSchema, signal)).data.twoFactor,
  });
}

/** A new secret for the authenticator app, waiting for its first code. */
export function useBeginTwoFactorMutation() {
  return useMutation({
    mutationFn: async (): Promise<TwoFactorEnrolment> =>
      (await apiClient.post('/auth/me/two-factor', {}, successEnvelope(twoFactorEnrolmentSchema))).data,
  });
}

/** Turns it on with the app's first code; answers the recovery codes, shown once. */
export function useConfirmTwoFactorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConfirmTwoFactorRequest): Promise<string[]> =>
      (await apiClient.post('/auth/me/two-factor/confirm', input, successEnvelope(recoveryCodesSchema))).data
        .recoveryCodes,
    // Other devices were signed out: their list changed too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.all }),
  });
}

/** Turns it off after the password (or, without one, a code). */
export function useDisableTwoFactorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisableTwoFactorRequest) =>
      apiRequest('/auth/me/two-factor', { method: 'DELETE', body: input, schema: noDataEnvelope }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.all }),
  });
}
