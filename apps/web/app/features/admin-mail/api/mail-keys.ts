import type { MailStatus } from '@launchpad/shared';
import { adminKeys } from '../../../lib/admin-keys.ts';

/** TanStack Query keys of the Mail tab, under the console's mail scope. */
export const mailKeys = {
  list: (status: MailStatus) => [...adminKeys.mail(), 'list', status] as const,
};
