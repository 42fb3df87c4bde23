import type { ContactMessageFilter, MailStatus, OrderStatus } from '@launchpad/shared';

export interface AdminOrderFilters {
  q: string;
  status: OrderStatus | undefined;
  cursor: string | undefined;
}

export interface AdminUserFilters {
  q: string;
  cursor: string | undefined;
}

export interface AdminMessageFilters {
  filter: ContactMessageFilter;
  cursor: string | undefined;
}

/** TanStack Query keys of the admin feature; invalidating a prefix refreshes everything under it. */
export const adminKeys = {
  all: ['admin'] as const,
  summary: () => [...adminKeys.all, 'summary'] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  orderList: (filters: AdminOrderFilters) => [...adminKeys.orders(), 'list', filters] as const,
  order: (orderId: string) => [...adminKeys.orders(), 'detail', orderId] as const,
  launchPlan: (orderId: string) => [...adminKeys.orders(), 'launch-plan', orderId] as const,
  launch: (orderId: string) => [...adminKeys.orders(), 'launch', orderId] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (filters: AdminUserFilters) => [...adminKeys.users(), 'list', filters] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  messageList: (filters: AdminMessageFilters) => [...adminKeys.messages(), 'list', filters] as const,
  mail: () => [...adminKeys.all, 'mail'] as const,
  mailList: (status: MailStatus) => [...adminKeys.mail(), 'list', status] as const,
};
