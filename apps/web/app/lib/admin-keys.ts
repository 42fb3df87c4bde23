/**
 * The scopes of the admin console's TanStack Query cache, one list for every admin feature: each
 * feature keys its queries under its own scope (its key factory in its `api/`), and a change that
 * touches what another feature shows refreshes that feature's scope by name, not its keys.
 * Invalidating a scope refreshes everything under it; `all` refreshes the whole console.
 */
export const adminKeys = {
  all: ['admin'] as const,
  summary: () => [...adminKeys.all, 'summary'] as const,
  /** Orders, an order's page and its launch, and the launch board. */
  orders: () => [...adminKeys.all, 'orders'] as const,
  /** Accounts, and the admins who can own a launch: a new admin refreshes them with the users. */
  users: () => [...adminKeys.all, 'users'] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  /** The support queue and every order's conversation: a new message refreshes them all. */
  support: () => [...adminKeys.all, 'support'] as const,
  grievances: () => [...adminKeys.all, 'grievances'] as const,
  mail: () => [...adminKeys.all, 'mail'] as const,
  invoices: () => [...adminKeys.all, 'invoices'] as const,
  dataRequests: () => [...adminKeys.all, 'data-requests'] as const,
  /** The audit trail of staff actions: any staff action adds to it. */
  audit: () => [...adminKeys.all, 'audit'] as const,
};
