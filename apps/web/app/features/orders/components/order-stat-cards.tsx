import { formatInr } from '@launchpad/shared';
import { CircleCheck, Clock, IndianRupee, type LucideIcon, Package } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { type OrderStats, totalPaidDetail } from '../order-stats.ts';

interface StatCardProps {
  label: string;
  value: string;
  detail: string;
  Icon: LucideIcon;
  iconTone: string;
}

function StatCard({ label, value, detail, Icon, iconTone }: StatCardProps) {
  return (
    <Card className="flex items-start justify-between gap-3 p-4 sm:p-5">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="text-xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{value}</p>
        <p className="text-xs text-slate-600 sm:text-sm">{detail}</p>
      </div>
      <span className={cn('hidden size-10 shrink-0 place-items-center rounded-xl sm:grid', iconTone)}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
    </Card>
  );
}

/** Total Orders, Completed (with completion rate), In Progress, Total Paid (fee and GST). */
export function OrderStatCards({ stats }: { stats: OrderStats }) {
  return (
    <section aria-label="Order summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Total Orders"
        value={String(stats.total)}
        detail={`${stats.paidOrders} paid`}
        Icon={Package}
        iconTone="bg-brand-50 text-brand-700"
      />
      <StatCard
        label="Completed"
        value={String(stats.completed)}
        detail={`${stats.completionRate}% completion rate`}
        Icon={CircleCheck}
        iconTone="bg-emerald-50 text-emerald-700"
      />
      <StatCard
        label="In Progress"
        value={String(stats.inProgress)}
        detail="Launches under way"
        Icon={Clock}
        iconTone="bg-blue-50 text-blue-700"
      />
      <StatCard
        label="Total Paid"
        value={formatInr(stats.totalPaid)}
        detail={totalPaidDetail(stats)}
        Icon={IndianRupee}
        iconTone="bg-amber-50 text-amber-800"
      />
    </section>
  );
}
