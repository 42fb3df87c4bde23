import type { DataRequestKind } from '@launchpad/shared';
import { adminKeys } from '../../../lib/admin-keys.ts';

/** TanStack Query keys of the data requests, under the console's data-requests scope. */
export const dataRequestKeys = {
  list: (kind: DataRequestKind | 'all') => [...adminKeys.dataRequests(), kind] as const,
};
