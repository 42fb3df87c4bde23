import { type AdminUserPage, adminUserPageSchema, successEnvelope } from '@launchpad/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { listSearchParams } from '../../../lib/list-search-params.ts';
import { type AdminUserFilters, adminUserKeys } from './admin-user-keys.ts';

const usersResponseSchema = successEnvelope(adminUserPageSchema);

/** One page of users, newest first, each with their number of orders. */
export async function getAdminUsers(filters: AdminUserFilters, signal?: AbortSignal): Promise<AdminUserPage> {
  const query = listSearchParams({ q: filters.q.trim(), cursor: filters.cursor });
  return (await apiClient.get(`/admin/users${query}`, usersResponseSchema, signal)).data;
}

export function useAdminUsersQuery(filters: AdminUserFilters) {
  return useQuery({
    queryKey: adminUserKeys.list(filters),
    queryFn: ({ signal }) => getAdminUsers(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
