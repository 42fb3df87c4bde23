import { type AuditPage, auditPageSchema, type StaffAction, successEnvelope } from '@launchpad/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { listSearchParams } from '../../../lib/list-search-params.ts';

/** The Activity tab's filters: empty for none. Days in India (`YYYY-MM-DD`), both inclusive. */
export interface AuditFilters {
  action: StaffAction | '';
  personId: string;
  orderId: string;
  from: string;
  to: string;
}

export const noAuditFilters: AuditFilters = { action: '', personId: '', orderId: '', from: '', to: '' };

/** TanStack Query keys of the audit trail, under the console's scope of its own. */
export const auditKeys = {
  list: (filters: AuditFilters) => [...adminKeys.audit(), 'list', filters] as const,
};

const pageResponseSchema = successEnvelope(auditPageSchema);

const filterParams = ({ action, personId, orderId, from, to }: AuditFilters) => ({
  action,
  personId,
  orderId,
  from,
  to,
});

/** Where the CSV of the trail under these filters downloads from. */
export function auditExportUrl(filters: AuditFilters): string {
  return `/api/admin/audit/export.csv${listSearchParams(filterParams(filters))}`;
}

/** One page of the trail, newest first, after `cursor`. */
export async function getAudit(
  filters: AuditFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AuditPage> {
  const query = listSearchParams({ ...filterParams(filters), cursor });
  return (await apiClient.get(`/admin/audit${query}`, pageResponseSchema, signal)).data;
}

/** The trail under the filters, a page at a time ("Load more"); off while the filters are not valid. */
export function useAuditQuery(filters: AuditFilters, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getAudit(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}
