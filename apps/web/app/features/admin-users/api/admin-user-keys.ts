import { adminKeys } from '../../../lib/admin-keys.ts';

export interface AdminUserFilters {
  q: string;
  cursor: string | undefined;
}

/** TanStack Query keys of the Users tab, under the console's users scope. */
export const adminUserKeys = {
  list: (filters: AdminUserFilters) => [...adminKeys.users(), 'list', filters] as const,
};
