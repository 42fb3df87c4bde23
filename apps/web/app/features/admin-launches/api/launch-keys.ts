import type { FulfilmentStage, LaunchOwnerFilter, OrderAttentionFlag, TrackState } from '@launchpad/shared';
import { adminKeys } from '../../../lib/admin-keys.ts';

/** The launch board's filters; `owner` is an admin's id, "mine" or "unassigned". */
export interface LaunchBoardFilters {
  owner: LaunchOwnerFilter | undefined;
  state: TrackState | undefined;
  stage: FulfilmentStage | undefined;
  needs: OrderAttentionFlag | undefined;
  cursor: string | undefined;
}

/**
 * TanStack Query keys of launches. They sit under the orders scope, so every change to an order or
 * its launch refreshes the board; the launch owners sit under the users scope.
 */
export const launchKeys = {
  plan: (orderId: string) => [...adminKeys.orders(), 'launch-plan', orderId] as const,
  launch: (orderId: string) => [...adminKeys.orders(), 'launch', orderId] as const,
  board: (filters: LaunchBoardFilters) => [...adminKeys.orders(), 'launch-board', filters] as const,
  owners: () => [...adminKeys.users(), 'launch-owners'] as const,
};
