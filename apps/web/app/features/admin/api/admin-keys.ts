import type {
  AdminGrievanceFilter,
  adminOrdersQuerySchema,
  ContactMessageFilter,
  DataRequestKind,
  FulfilmentStage,
  LaunchOwnerFilter,
  MailStatus,
  OrderAttentionFlag,
  SupportQueueFilter,
  TrackState,
} from '@launchpad/shared';
import type { z } from 'zod';

/**
 * The admin order list's filters: the list query's own (`adminOrdersQuerySchema`), with the search
 * box's text as typed; the page size is the server's.
 */
export type AdminOrderFilters = Pick<
  z.input<typeof adminOrdersQuerySchema>,
  'status' | 'needs' | 'userId' | 'cursor'
> & { q: string };

export interface AdminUserFilters {
  q: string;
  cursor: string | undefined;
}

/** The invoice register's issue dates in India (`YYYY-MM-DD`), both inclusive; empty for no bound. */
export interface InvoiceRegisterRange {
  from: string;
  to: string;
}

/** The launch board's filters; `owner` is an admin's id, "mine" or "unassigned". */
export interface LaunchBoardFilters {
  owner: LaunchOwnerFilter | undefined;
  state: TrackState | undefined;
  stage: FulfilmentStage | undefined;
  needs: OrderAttentionFlag | undefined;
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
  // Under orders(): every change to an order or its launch refreshes the board.
  launchBoard: (filters: LaunchBoardFilters) => [...adminKeys.orders(), 'launch-board', filters] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (filters: AdminUserFilters) => [...adminKeys.users(), 'list', filters] as const,
  /** The admins who can own a launch; a new admin refreshes them with the users. */
  launchOwners: () => [...adminKeys.users(), 'launch-owners'] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  messageList: (filters: AdminMessageFilters) => [...adminKeys.messages(), 'list', filters] as const,
  mail: () => [...adminKeys.all, 'mail'] as const,
  dataRequests: (kind: DataRequestKind | 'all') => [...adminKeys.all, 'data-requests', kind] as const,
  mailList: (status: MailStatus) => [...adminKeys.mail(), 'list', status] as const,
  invoices: () => [...adminKeys.all, 'invoices'] as const,
  invoiceRegister: (range: InvoiceRegisterRange) => [...adminKeys.invoices(), 'register', range] as const,
  /** The support queue and every order's conversation: a new message refreshes them all. */
  support: () => [...adminKeys.all, 'support'] as const,
  supportQueue: (filter: SupportQueueFilter) => [...adminKeys.support(), 'queue', filter] as const,
  orderMessages: (orderId: string) => [...adminKeys.support(), 'thread', orderId] as const,
  grievances: () => [...adminKeys.all, 'grievances'] as const,
  grievanceList: (filter: AdminGrievanceFilter) => [...adminKeys.grievances(), 'list', filter] as const,
};
