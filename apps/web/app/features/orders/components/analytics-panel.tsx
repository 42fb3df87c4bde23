import { type Order, orderStatusTone, type StatusTone } from '@launchpad/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { type OrderStats, statusDistribution } from '../order-stats.ts';

// The bar of a status has the colour of its badge, a shade darker.
const barColours: Record<StatusTone, string> = {
  success: 'bg-emerald-600',
  info: 'bg-blue-600',
  warning: 'bg-amber-500',
  danger: 'bg-red-600',
  neutral: 'bg-slate-500',
};

/** The Analytics tab: how orders spread over the statuses. */
export function AnalyticsPanel({ orders, stats }: { orders: readonly Order[]; stats: OrderStats }) {
  const distribution = statusDistribution(orders);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Order Status Distribution</CardTitle>
          <CardDescription>Share of your {stats.total} orders in each status.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-5">
            {distribution.map((share) => (
              <li key={share.status} className="flex flex-col gap-2" data-status={share.status}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-slate-800">{share.label}</span>
                  <span className="text-slate-700">
                    <span className="font-semibold text-slate-900">{share.count}</span>
                    {' · '}
                    {share.percent}%
                  </span>
                </div>
                <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200">
                  <div
                    className={cn('h-full rounded-full', barColours[orderStatusTone(share.status)])}
                    style={{ width: `${share.percent}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
