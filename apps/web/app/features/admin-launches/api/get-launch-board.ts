import {
  type LaunchBoardPage,
  type LaunchOwner,
  launchBoardPageSchema,
  launchOwnerListSchema,
  successEnvelope,
} from '@launchpad/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { listSearchParams } from '../../../lib/list-search-params.ts';
import { type LaunchBoardFilters, launchKeys } from './launch-keys.ts';

const boardResponseSchema = successEnvelope(launchBoardPageSchema);
const ownersResponseSchema = successEnvelope(launchOwnerListSchema);

/** One page of the launch board: orders in progress, overdue first, then by expected launch date. */
export async function getLaunchBoard(
  filters: LaunchBoardFilters,
  signal?: AbortSignal,
): Promise<LaunchBoardPage> {
  const query = listSearchParams({ ...filters });
  return (await apiClient.get(`/admin/launches${query}`, boardResponseSchema, signal)).data;
}

export function useLaunchBoardQuery(filters: LaunchBoardFilters) {
  return useQuery({
    queryKey: launchKeys.board(filters),
    queryFn: ({ signal }) => getLaunchBoard(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}

/** The admins an order can be assigned to, by name. */
export function useLaunchOwnersQuery() {
  return useQuery({
    queryKey: launchKeys.owners(),
    queryFn: async ({ signal }): Promise<LaunchOwner[]> =>
      (await apiClient.get('/admin/launches/owners', ownersResponseSchema, signal)).data,
    staleTime: 60_000,
  });
}
