import {
  type LaunchPackage,
  launchPackages,
  type Order,
  type OrderStatus,
  orderStatuses,
  orderStatusLabel,
} from '@launchpad/shared';

// The dashboard rules (docs/product-rules.md, "Dashboard numbers"), as pure functions so that every
// number on the screen is tested.

/** The Big Spender milestone is earned at ₹50,000 or more spent. */
export const BIG_SPENDER_THRESHOLD = 50_000;
/** The overview shows at most 3 pending orders. */
export const OVERVIEW_PENDING_LIMIT = 3;
/** Order cards show 3 features. */
export const CARD_FEATURE_LIMIT = 3;

/**
 * Orders whose payment went through. Total Spent counts only these: a pending order has not been
 * paid, and a cancelled one is refunded, so neither is money the customer spent.
 */
export function isPaid(order: Pick<Order, 'status'>): boolean {
  return order.status === 'in-progress' || order.status === 'completed';
}

/** A whole percentage; 0 when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

export interface OrderStats {
  total: number;
  completed: number;
  inProgress: number;
  pending: number;
  cancelled: number;
  /** Completed over all orders, in whole percent. */
  completionRate: number;
  paidOrders: number;
  /**
   * Sum of the list prices of the packages of paid orders: fees, without GST, less the
   * fee part of their refunds (`refundedFee`). Whole rupees.
   */
  totalSpent: number;
  /** Total spent per paid order, whole rupees; 0 without paid orders. */
  averageSpent: number;
}

export function orderStats(orders: readonly Order[]): OrderStats {
  const count = (status: OrderStatus) => orders.filter((order) => order.status === status).length;
  const paid = orders.filter(isPaid);
  const totalSpent = paid.reduce(
    (sum, order) => sum + Math.max(0, order.packageValue - order.refundedFee),
    0,
  );
  const completed = count('completed');
  return {
    total: orders.length,
    completed,
    inProgress: count('in-progress'),
    pending: count('pending'),
    cancelled: count('cancelled'),
    completionRate: percentOf(completed, orders.length),
    paidOrders: paid.length,
    totalSpent,
    averageSpent: paid.length > 0 ? Math.round(totalSpent / paid.length) : 0,
  };
}

export interface LaunchProgress {
  /** Milestones done, and planned, across the launches in progress. */
  done: number;
  planned: number;
  /** The Overview's overall completion, whole percent. */
  percent: number;
  /** Orders in progress: paid, their launch under way. */
  activeLaunches: number;
  completedLaunches: number;
}

/**
 * The Overview's overall progress: milestones done over milestones planned across the orders in
 * progress, so each step the team finishes moves it. With nothing in progress it is 100% once a
 * launch has completed, else 0.
 */
export function launchProgress(orders: readonly Order[]): LaunchProgress {
  const active = orders.filter((order) => order.status === 'in-progress');
  const completedLaunches = orders.filter((order) => order.status === 'completed').length;
  const done = active.reduce((sum, order) => sum + order.milestonesDone, 0);
  const planned = active.reduce((sum, order) => sum + order.milestonesTotal, 0);
  let percent = percentOf(done, planned);
  if (active.length === 0) percent = completedLaunches > 0 ? 100 : 0;
  return { done, planned, percent, activeLaunches: active.length, completedLaunches };
}

export function pendingOrders(orders: readonly Order[]): Order[] {
  return orders.filter((order) => order.status === 'pending');
}

/** Every order that is not waiting for payment: the All Orders section. */
export function nonPendingOrders(orders: readonly Order[]): Order[] {
  return orders.filter((order) => order.status !== 'pending');
}

/** The overview's Pending Orders card: at most 3, and whether View All Pending Orders is needed. */
export function overviewPendingOrders(orders: readonly Order[]): { shown: Order[]; hasMore: boolean } {
  const pending = pendingOrders(orders);
  return {
    shown: pending.slice(0, OVERVIEW_PENDING_LIMIT),
    hasMore: pending.length > OVERVIEW_PENDING_LIMIT,
  };
}

/** The first 3 features and how many more there are ('+N more features'). */
export function featurePreview(features: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: features.slice(0, CARD_FEATURE_LIMIT),
    more: Math.max(0, features.length - CARD_FEATURE_LIMIT),
  };
}

export function moreFeaturesLabel(more: number): string {
  return `+${more} more ${more === 1 ? 'feature' : 'features'}`;
}

export interface StatusShare {
  status: OrderStatus;
  label: string;
  count: number;
  percent: number;
}

/** The Analytics tab's bars: each of the four statuses with its count and share of all orders. */
export function statusDistribution(orders: readonly Order[]): StatusShare[] {
  return orderStatuses.map((status) => {
    const count = orders.filter((order) => order.status === status).length;
    return { status, label: orderStatusLabel(status), count, percent: percentOf(count, orders.length) };
  });
}

export interface Milestone {
  id: 'first-order' | 'first-payment' | 'first-launch' | 'big-spender';
  title: string;
  description: string;
  earned: boolean;
}

export function milestones(stats: OrderStats): Milestone[] {
  return [
    {
      id: 'first-order',
      title: 'First Order',
      description: 'Placed your first launch package order',
      earned: stats.total > 0,
    },
    {
      id: 'first-payment',
      title: 'Launch Funded',
      description: 'Paid for a package and got the work started',
      earned: stats.paidOrders > 0,
    },
    {
      id: 'first-launch',
      title: 'First Launch Completed',
      description: 'Saw a package through to completion',
      earned: stats.completed > 0,
    },
    {
      id: 'big-spender',
      title: 'Big Spender',
      description: 'Invested ₹50,000 or more in your launch',
      earned: stats.totalSpent >= BIG_SPENDER_THRESHOLD,
    },
  ];
}

export type UpgradePlan =
  | { kind: 'upgrade'; to: LaunchPackage }
  | { kind: 'top-package' }
  | { kind: 'no-package' };

/**
 * What Upgrade Plan offers: the package above the highest one the user has paid for (its
 * `/?package=` link also resumes an unpaid order for it); nothing above the top package; the
 * package list before anything is paid.
 */
export function upgradePlan(orders: readonly Order[]): UpgradePlan {
  const ranks = orders
    .filter(isPaid)
    .map((order) => launchPackages.findIndex((p) => p.id === order.packageId))
    .filter((rank) => rank >= 0);
  if (ranks.length === 0) return { kind: 'no-package' };
  const next = launchPackages[Math.max(...ranks) + 1];
  return next ? { kind: 'upgrade', to: next } : { kind: 'top-package' };
}
