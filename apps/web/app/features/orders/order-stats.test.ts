import { findPackage } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '../../../test/build-order.ts';
import {
  featurePreview,
  launchProgress,
  moreFeaturesLabel,
  nonPendingOrders,
  orderStats,
  overviewPendingOrders,
  percentOf,
  statusDistribution,
  totalPaidDetail,
  upgradePlan,
} from './order-stats.ts';

describe('orderStats', () => {
  it('is all zeros, with no division by zero, for a user without orders', () => {
    expect(orderStats([])).toEqual({
      total: 0,
      completed: 0,
      inProgress: 0,
      pending: 0,
      cancelled: 0,
      completionRate: 0,
      paidOrders: 0,
      totalPaid: 0,
      feePaid: 0,
      gstPaid: 0,
      refunded: 0,
    });
  });

  it('counts each status and rates completion as completed over the orders not cancelled', () => {
    const stats = orderStats([
      buildOrder({ status: 'completed' }),
      buildOrder({ status: 'in-progress' }),
      buildOrder({ status: 'pending' }),
    ]);
    expect(stats).toMatchObject({ total: 3, completed: 1, inProgress: 1, pending: 1, cancelled: 0 });
    expect(stats.completionRate).toBe(33);
    expect(orderStats([buildOrder({ status: 'completed' }), buildOrder()]).completionRate).toBe(50);
    expect(
      orderStats([buildOrder({ status: 'completed' }), buildOrder({ status: 'cancelled' })]).completionRate,
    ).toBe(100);
  });

  it('sums what each paid order charged, fee and GST, as its own label does', () => {
    const stats = orderStats([
      buildOrder({ packageId: 'starter', status: 'completed', gst: 4500 }),
      buildOrder({ packageId: 'scale', status: 'in-progress', gst: 18000 }),
    ]);
    expect(stats.totalPaid).toBe(24999 + 4500 + 99999 + 18000);
    expect(stats.feePaid).toBe(24999 + 99999);
    expect(stats.gstPaid).toBe(4500 + 18000);
    expect(stats.paidOrders).toBe(2);
  });

  it('leaves unpaid orders out of Total Paid, and counts what a paid cancelled order kept', () => {
    const stats = orderStats([
      buildOrder({ packageId: 'growth', status: 'in-progress' }),
      buildOrder({ packageId: 'enterprise', status: 'pending' }),
      buildOrder({ packageId: 'scale', status: 'cancelled' }),
      buildOrder({ packageId: 'starter', status: 'cancelled', paid: true, refundedFee: 20000 }),
    ]);
    expect(stats.totalPaid).toBe(49999 + 4999);
    expect(stats.total).toBe(4);
    expect(stats.cancelled).toBe(2);
  });

  it('nets the refunds of fee and GST, never below zero', () => {
    const stats = orderStats([
      // ₹10,000 refunded of ₹58,999 charged: ₹8,474 fee and ₹1,526 GST reversed.
      buildOrder({
        status: 'in-progress',
        gst: 9000,
        refundedAmount: 10_000,
        refundedFee: 8474,
        refundedGst: 1526,
      }),
      // Refunded in full but kept completed: nothing of it was paid.
      buildOrder({
        packageId: 'starter',
        status: 'completed',
        gst: 4500,
        refundedFee: 24_999,
        refundedGst: 4500,
      }),
    ]);
    expect(stats.totalPaid).toBe(58_999 - 10_000);
    expect(stats.feePaid).toBe(49_999 - 8474);
    const over = orderStats([buildOrder({ packageId: 'starter', status: 'completed', refundedFee: 30_000 })]);
    expect(over.totalPaid).toBe(0);
  });

  it('ignores an unknown status in every count but the total', () => {
    const stats = orderStats([buildOrder({ status: 'on-hold' }), buildOrder({ status: 'completed' })]);
    expect(stats).toMatchObject({ total: 2, completed: 1, inProgress: 0, pending: 0, cancelled: 0 });
    expect(stats.totalPaid).toBe(49999);
  });
});

describe('percentOf', () => {
  it('rounds to whole percent and is 0 of nothing', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(4, 4)).toBe(100);
  });
});

describe('overviewPendingOrders', () => {
  it('shows every pending order when there are at most 3, without View All', () => {
    const orders = [buildOrder(), buildOrder({ status: 'completed' }), buildOrder(), buildOrder()];
    const { shown, hasMore } = overviewPendingOrders(orders);
    expect(shown).toHaveLength(3);
    expect(shown.every((o) => o.status === 'pending')).toBe(true);
    expect(hasMore).toBe(false);
  });

  it('caps the card at 3 pending orders, newest first as listed, and asks for View All beyond', () => {
    const orders = [1, 2, 3, 4].map((n) => buildOrder({ notes: `pending ${n}` }));
    const { shown, hasMore } = overviewPendingOrders(orders);
    expect(shown.map((o) => o.notes)).toEqual(['pending 1', 'pending 2', 'pending 3']);
    expect(hasMore).toBe(true);
  });
});

describe('nonPendingOrders', () => {
  it('keeps everything that is not waiting for payment, unknown statuses included', () => {
    const orders = [
      buildOrder({ status: 'pending' }),
      buildOrder({ status: 'completed' }),
      buildOrder({ status: 'cancelled' }),
      buildOrder({ status: 'on-hold' }),
    ];
    expect(nonPendingOrders(orders).map((o) => o.status)).toEqual(['completed', 'cancelled', 'on-hold']);
  });
});

describe('featurePreview', () => {
  it("shows the first 3 features and counts the rest for '+N more features'", () => {
    const { shown, more } = featurePreview(findPackage('growth')?.features ?? []);
    expect(shown).toEqual(['Company Registration', 'Domain Registration', 'Web Hosting (1 Year)']);
    expect(more).toBe(9);
    expect(moreFeaturesLabel(more)).toBe('+9 more features');
    expect(moreFeaturesLabel(1)).toBe('+1 more feature');
  });

  it('has nothing more to show for 3 features or fewer', () => {
    expect(featurePreview(['A', 'B', 'C'])).toEqual({ shown: ['A', 'B', 'C'], more: 0 });
    expect(featurePreview(['A'])).toEqual({ shown: ['A'], more: 0 });
  });
});

describe('statusDistribution', () => {
  it('gives each of the four statuses its count and share of all orders', () => {
    const orders = [
      buildOrder({ status: 'completed' }),
      buildOrder({ status: 'completed' }),
      buildOrder({ status: 'in-progress' }),
      buildOrder({ status: 'pending' }),
      buildOrder({ status: 'cancelled' }),
      buildOrder({ status: 'cancelled' }),
    ];
    expect(statusDistribution(orders)).toEqual([
      { status: 'pending', label: 'Pending Payment', count: 1, percent: 17 },
      { status: 'in-progress', label: 'In Progress', count: 1, percent: 17 },
      { status: 'completed', label: 'Completed', count: 2, percent: 33 },
      { status: 'cancelled', label: 'Cancelled', count: 2, percent: 33 },
    ]);
  });
});

describe('upgradePlan', () => {
  it('offers the package above the highest one paid for', () => {
    const plan = upgradePlan([
      buildOrder({ packageId: 'starter', status: 'completed' }),
      buildOrder({ packageId: 'growth', status: 'in-progress' }),
      buildOrder({ packageId: 'enterprise', status: 'pending' }),
      buildOrder({ packageId: 'enterprise', status: 'cancelled' }),
    ]);
    expect(plan).toMatchObject({ kind: 'upgrade', to: { id: 'scale' } });
  });

  it('has nothing above Enterprise', () => {
    expect(upgradePlan([buildOrder({ packageId: 'enterprise', status: 'completed' })])).toEqual({
      kind: 'top-package',
    });
  });

  it('points a user who has paid for nothing yet to the packages', () => {
    expect(upgradePlan([])).toEqual({ kind: 'no-package' });
    expect(
      upgradePlan([
        buildOrder({ packageId: 'scale', status: 'cancelled' }),
        buildOrder({ packageId: 'growth', status: 'pending' }),
      ]),
    ).toEqual({ kind: 'no-package' });
  });
});

describe('launchProgress', () => {
  it('is milestones done over milestones planned across the orders in progress', () => {
    const progress = launchProgress([
      buildOrder({ status: 'in-progress', milestonesDone: 3, milestonesTotal: 12 }),
      buildOrder({ status: 'in-progress', milestonesDone: 5, milestonesTotal: 8 }),
      // Neither a completed nor an unpaid order counts while a launch is under way.
      buildOrder({ status: 'completed', milestonesDone: 20, milestonesTotal: 20 }),
      buildOrder({ status: 'pending' }),
    ]);
    expect(progress).toEqual({ done: 8, planned: 20, percent: 40, activeLaunches: 2, completedLaunches: 1 });
  });

  it('moves with each milestone, not only when an order completes', () => {
    const before = launchProgress([
      buildOrder({ status: 'in-progress', milestonesDone: 1, milestonesTotal: 15 }),
    ]);
    const after = launchProgress([
      buildOrder({ status: 'in-progress', milestonesDone: 2, milestonesTotal: 15 }),
    ]);
    expect(before.percent).toBe(7);
    expect(after.percent).toBe(13);
  });

  it('is 100% when every launch has completed and nothing is in progress', () => {
    expect(
      launchProgress([buildOrder({ status: 'completed', milestonesDone: 20, milestonesTotal: 20 })]).percent,
    ).toBe(100);
  });

  it('is 0% before anything is paid, and for a launch whose plan has no milestones yet', () => {
    expect(launchProgress([]).percent).toBe(0);
    expect(
      launchProgress([buildOrder({ status: 'pending' }), buildOrder({ status: 'cancelled' })]).percent,
    ).toBe(0);
    expect(launchProgress([buildOrder({ status: 'in-progress' })])).toMatchObject({
      percent: 0,
      activeLaunches: 1,
    });
  });
});

describe('totalPaidDetail', () => {
  it('splits what was paid into fee and GST, and says what refunds took off it', () => {
    expect(totalPaidDetail({ totalPaid: 58_999, feePaid: 49_999, gstPaid: 9000, refunded: 0 })).toBe(
      'fee ₹49,999 + GST ₹9,000',
    );
    expect(totalPaidDetail({ totalPaid: 48_999, feePaid: 41_524, gstPaid: 7475, refunded: 10_000 })).toBe(
      'fee ₹41,524 + GST ₹7,475, after ₹10,000 refunded',
    );
  });

  it('says that everything paid was refunded rather than that nothing was paid', () => {
    const refunded = buildOrder({
      status: 'cancelled',
      paid: true,
      amount: 49_999,
      gst: 9000,
      refundedFee: 49_999,
      refundedGst: 9000,
    });
    const stats = orderStats([refunded]);
    expect(stats.totalPaid).toBe(0);
    expect(totalPaidDetail(stats)).toBe('₹58,999 paid, all refunded');
    expect(totalPaidDetail(orderStats([buildOrder({ status: 'pending' })]))).toBe('Nothing paid yet');
  });
});
