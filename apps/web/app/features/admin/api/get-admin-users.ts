import { type AdminUserPage, adminUserPageSchema, successEnvelope } from '@launchpad/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type AdminUserFilters, adminKeys } from './admin-keys.ts';
import { adminSearchParams } from './admin-search-params.ts';

const usersResponseSchema = successEnvelope(adminUserPageSchema);

/** One page of users, newest first, each with their number of orders. */
export async function getAdminUsers(filters: AdminUserFilters, signal?: AbortSignal): Promise<AdminUserPage> {
  const query = adminSearchParams({ q: filters.q.trim(), cursor: filters.cursor });
  return (await apiClient.get(`/admin/users${query}`, usersResponseSchema, signal)).data;
}

export function useAdminUsersQuery(filters: AdminUserFilters) {
  return useQuery({
    queryKey: adminKeys.userList(filters),
    queryFn: ({ signal }) => getAdminUsers(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
