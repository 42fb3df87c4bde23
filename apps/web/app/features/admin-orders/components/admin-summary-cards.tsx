import { type AdminSummary, formatIndianNumber, formatInr } from '@launchpad/shared';
import { CircleCheck, IndianRupee, ShoppingBag, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

interface SummaryCardProps {
  label: string;
  value: string;
  icon: ReactNode;
  children?: ReactNode;
}

function SummaryCard({ label, value, icon, children }: SummaryCardProps) {
  return (
    <Card className="flex min-w-0 flex-col gap-2 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span
          aria-hidden="true"
          className="hidden size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 sm:grid"
        >
          {icon}
        </span>
      </div>
      <p className="min-w-0 text-xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
        {value}
      </p>
      {children ? <div className="text-xs text-slate-600 sm:text-sm">{children}</div> : null}
    </Card>
  );
}

/**
 * The four summary cards: users, orders, completed orders and revenue. Revenue is money collected
 * and kept (fees of paid orders less the fee part of refunds); GST shows apart, since it is owed to
 * the government, and the value of orders still waiting for their payment is labelled as booked.
 */
export function AdminSummaryCards({ summary }: { summary: AdminSummary }) {
  const completionRate =
    summary.totalOrders === 0 ? 0 : (summary.completedOrders / summary.totalOrders) * 100;
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <SummaryCard
        label="Total Users"
        value={formatIndianNumber(summary.totalUsers)}
        icon={<Users className="size-5" />}
      />
      <SummaryCard
        label="Total Orders"
        value={formatIndianNumber(summary.totalOrders)}
        icon={<ShoppingBag className="size-5" />}
      >
        {formatIndianNumber(summary.ordersByStatus.pending)} pending ·{' '}
        {formatIndianNumber(summary.ordersByStatus['in-progress'])} in progress
      </SummaryCard>
      <SummaryCard
        label="Completed Orders"
        value={formatIndianNumber(summary.completedOrders)}
        icon={<CircleCheck className="size-5" />}
      >
        {completionRate.toFixed(0)}% of all orders
      </SummaryCard>
      <SummaryCard
        label="Revenue collected"
        value={formatInr(summary.collectedRevenue)}
        icon={<IndianRupee className="size-5" />}
      >
        <p>
          From {formatIndianNumber(summary.paidOrders)} paid {summary.paidOrders === 1 ? 'order' : 'orders'},
          net of {formatInr(summary.refundedRevenue)} in fees refunded
          {summary.refundsOutstanding > 0
            ? `; ${formatInr(summary.refundsOutstanding)} in refunds on their way`
            : ''}
        </p>
        <p className="mt-1">
          GST collected, not revenue:{' '}
          <span className="font-semibold text-slate-900">{formatInr(summary.taxCollected)}</span>
        </p>
        <p className="mt-1">
          Booked, not yet paid:{' '}
          <span className="font-semibold text-slate-900">{formatInr(summary.unpaidBookedRevenue)}</span> in{' '}
          {formatIndianNumber(summary.unpaidBookedOrders)} pending{' '}
          {summary.unpaidBookedOrders === 1 ? 'order' : 'orders'}
        </p>
      </SummaryCard>
    </section>
  );
}
