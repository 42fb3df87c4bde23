import type { adminOrdersQuerySchema } from '@launchpad/shared';
import type { z } from 'zod';
import { adminKeys } from '../../../lib/admin-keys.ts';

/**
 * The admin order list's filters: the list query's own (`adminOrdersQuerySchema`), with the search
 * box's text as typed; the page size is the server's.
 */
export type AdminOrderFilters = Pick<
  z.input<typeof adminOrdersQuerySchema>,
  'status' | 'needs' | 'userId' | 'cursor'
> & { q: string };

/** TanStack Query keys of the admin's orders, under the console's orders scope. */
export const adminOrderKeys = {
  list: (filters: AdminOrderFilters) => [...adminKeys.orders(), 'list', filters] as const,
  detail: (orderId: string) => [...adminKeys.orders(), 'detail', orderId] as const,
};
