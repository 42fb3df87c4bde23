import {
  type AdminGrievanceFilter,
  type AdminGrievances,
  adminGrievanceSchema,
  adminGrievancesSchema,
  successEnvelope,
  type UpdateGrievance,
} from '@launchpad/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminKeys } from '../../../lib/admin-keys.ts';
import { apiClient, apiRequest } from '../../../lib/api-client.ts';
import { inboxKeys } from './inbox-keys.ts';

const listResponseSchema = successEnvelope(adminGrievancesSchema);
const grievanceResponseSchema = successEnvelope(adminGrievanceSchema);

/** Complaints for the team: overdue first, then by the nearest deadline. */
export async function getAdminGrievances(
  filter: AdminGrievanceFilter,
  signal?: AbortSignal,
): Promise<AdminGrievances> {
  return (await apiClient.get(`/admin/grievances?filter=${filter}`, listResponseSchema, signal)).data;
}

export function useAdminGrievancesQuery(filter: AdminGrievanceFilter) {
  return useQuery({
    queryKey: inboxKeys.grievanceList(filter),
    queryFn: ({ signal }) => getAdminGrievances(filter, signal),
    // The time left on each clock moves on by itself.
    refetchInterval: 60_000,
  });
}

/** Acknowledges or resolves a complaint with a note that is mailed to the complainant. */
export async function updateGrievance({ id, ...change }: UpdateGrievance & { id: string }) {
  return apiRequest(`/admin/grievances/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: change,
    schema: grievanceResponseSchema,
  });
}

export function useUpdateGrievanceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGrievance,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return queryClient.invalidateQueries({ queryKey: adminKeys.grievances() });
    },
  });
}
