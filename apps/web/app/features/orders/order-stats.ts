import {
  amountPaid,
  chargeBreakdown,
  isAwaitingPayment,
  isOrderCancelled,
  isOrderInWork,
  isOrderLaunched,
  isPaidStatus,
  type LaunchPackage,
  launchPackages,
  type Order,
  type OrderStatus,
  orderMoney,
  orderStatuses,
  orderStatusLabel,
  refundedWords,
} from '@launchpad/shared';

// The dashboard rules (docs/product-rules.md, "Dashboard numbers"), as pure functions so that every
// number on the screen is tested.

/** The overview shows at most 3 pending orders. */
export const OVERVIEW_PENDING_LIMIT = 3;
/** Order cards show 3 features. */
export const CARD_FEATURE_LIMIT = 3;

/**
 * Orders in progress or completed: the packages the customer has. The next package offered
 * (`upgradePlan`) is ranked on these alone: a pending order has not been paid, and a cancelled one
 * was given up. Money paid is counted by `order.paid` instead (`orderStats`).
 */
export function isPaid(order: Pick<Order, 'status'>): boolean {
  return isPaidStatus(order.status);
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
  /** Completed over the orders that were not cancelled, in whole percent. */
  completionRate: number;
  paidOrders: number;
  /**
   * What the customer paid across their orders: each paid order's charge (fee and GST) less its
   * refunds (`amountPaid`, the same figure as the order's own label). Whole rupees.
   */
  totalPaid: number;
  /** The fee and the GST parts of `totalPaid`. */
  feePaid: number;
  gstPaid: number;
  /** What the refunds of those orders' charges returned, whole rupees. */
  refunded: number;
}

export function orderStats(orders: readonly Order[]): OrderStats {
  const count = (is: (status: string) => boolean) => orders.filter((order) => is(order.status)).length;
  const paid = orders.filter((order) => order.paid);
  const totalPaid = paid.reduce((sum, order) => sum + amountPaid(order), 0);
  const feePaid = paid.reduce((sum, order) => sum + orderMoney(order).fee, 0);
  const refunded = paid.reduce((sum, order) => sum + orderMoney(order).refunded, 0);
  const completed = count(isOrderLaunched);
  return {
    total: orders.length,
    completed,
    inProgress: count(isOrderInWork),
    pending: count(isAwaitingPayment),
    cancelled: count(isOrderCancelled),
    completionRate: percentOf(completed, orders.length - count(isOrderCancelled)),
    paidOrders: paid.length,
    totalPaid,
    feePaid,
    gstPaid: totalPaid - feePaid,
    refunded,
  };
}

/**
 * The line under Total Paid: its fee and GST, with what was refunded; "₹58,999 paid, all refunded"
 * when refunds returned everything, so that a refunded customer never reads "Nothing paid yet".
 */
export function totalPaidDetail(
  stats: Pick<OrderStats, 'totalPaid' | 'feePaid' | 'gstPaid' | 'refunded'>,
): string {
  const refunds = refundedWords({ total: stats.totalPaid, refunded: stats.refunded });
  if (stats.totalPaid > 0) {
    const breakdown = chargeBreakdown(stats.feePaid, stats.gstPaid);
    return refunds ? `${breakdown}, ${refunds}` : breakdown;
  }
  return refunds ?? 'Nothing paid yet';
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
  const active = orders.filter((order) => isOrderInWork(order.status));
  const completedLaunches = orders.filter((order) => isOrderLaunched(order.status)).length;
  const done = active.reduce((sum, order) => sum + order.milestonesDone, 0);
  const planned = active.reduce((sum, order) => sum + order.milestonesTotal, 0);
  let percent = percentOf(done, planned);
  if (active.length === 0) percent = completedLaunches > 0 ? 100 : 0;
  return { done, planned, percent, activeLaunches: active.length, completedLaunches };
}

export function pendingOrders(orders: readonly Order[]): Order[] {
  return orders.filter((order) => isAwaitingPayment(order.status));
}

/** Every order that is not waiting for payment: the All Orders section. */
export function nonPendingOrders(orders: readonly Order[]): Order[] {
  return orders.filter((order) => !isAwaitingPayment(order.status));
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

export type UpgradePlan =
  | { kind: 'upgrade'; to: LaunchPackage }
  | { kind: 'top-package' }
  | { kind: 'no-package' };

/**
 * The package the overview shows next ("See the Scale package"): the one above the highest the user
 * has paid for, bought as its own order, since nothing paid is credited (its
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
