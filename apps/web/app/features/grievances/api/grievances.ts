import {
  type Grievance,
  type GrievanceLookup,
  grievanceSchema,
  myGrievancesSchema,
  type NewGrievance,
  raisedGrievanceSchema,
  successEnvelope,
} from '@launchpad/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { grievanceKeys } from './grievance-keys.ts';

const raisedResponseSchema = successEnvelope(raisedGrievanceSchema);
const grievanceResponseSchema = successEnvelope(grievanceSchema);
const mineResponseSchema = successEnvelope(myGrievancesSchema);

/** Raises a complaint; signed out, the name and email go with it. */
export async function raiseGrievance(input: NewGrievance) {
  return apiClient.post('/grievances', input, raisedResponseSchema);
}

export function useRaiseGrievanceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: raiseGrievance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grievanceKeys.mine() }),
  });
}

/** A complaint followed by its number and the email it was raised with. */
export async function lookUpGrievance(input: GrievanceLookup): Promise<Grievance> {
  return (await apiClient.post('/grievances/lookup', input, grievanceResponseSchema)).data;
}

export function useLookUpGrievanceMutation() {
  return useMutation({ mutationFn: lookUpGrievance });
}

/** The signed-in customer's complaints. */
export function useMyGrievancesQuery({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: grievanceKeys.mine(),
    queryFn: async ({ signal }) =>
      (await apiClient.get('/grievances', mineResponseSchema, signal)).data.grievances,
    enabled,
  });
}
