import { type AdminSummary, adminSummarySchema, successEnvelope } from '@launchpad/shared';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

const summaryResponseSchema = successEnvelope(adminSummarySchema);

/** The four summary cards' figures, from the server's running totals. */
export async function getAdminSummary(signal?: AbortSignal): Promise<AdminSummary> {
  return (await apiClient.get('/admin/summary', summaryResponseSchema, signal)).data;
}

export function useAdminSummaryQuery({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: adminKeys.summary(),
    queryFn: ({ signal }) => getAdminSummary(signal),
    enabled,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}
