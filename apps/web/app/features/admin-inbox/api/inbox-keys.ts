import type { AdminGrievanceFilter, ContactMessageFilter, SupportQueueFilter } from '@launchpad/shared';
import { adminKeys } from '../../../lib/admin-keys.ts';

export interface AdminMessageFilters {
  filter: ContactMessageFilter;
  cursor: string | undefined;
}

/** TanStack Query keys of the inbox: contact messages, the support queue and threads, complaints. */
export const inboxKeys = {
  messageList: (filters: AdminMessageFilters) => [...adminKeys.messages(), 'list', filters] as const,
  supportQueue: (filter: SupportQueueFilter) => [...adminKeys.support(), 'queue', filter] as const,
  orderMessages: (orderId: string) => [...adminKeys.support(), 'thread', orderId] as const,
  grievanceList: (filter: AdminGrievanceFilter) => [...adminKeys.grievances(), 'list', filter] as const,
};
