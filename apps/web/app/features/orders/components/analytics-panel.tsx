import { type Order, orderStatusTone, type StatusTone } from '@launchpad/shared';
import { Lock, Trophy } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { milestones, type OrderStats, statusDistribution } from '../order-stats.ts';

// The bar of a status has the colour of its badge, a shade darker.
const barColours: Record<StatusTone, string> = {
  success: 'bg-emerald-600',
  info: 'bg-blue-600',
  warning: 'bg-amber-500',
  danger: 'bg-red-600',
  neutral: 'bg-slate-500',
};

/** The Analytics tab: how orders spread over the statuses, and the milestones earned. */
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

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Achievements</CardTitle>
          <CardDescription>Milestones on your way to launch.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3">
            {milestones(stats).map((milestone) => (
              <li
                key={milestone.id}
                className={cn(
                  'flex items-center gap-3 rounded-xl border p-3',
                  milestone.earned ? 'border-amber-200 bg-amber-50' : 'border-slate-200 bg-white',
                )}
              >
                <span
                  className={cn(
                    'grid size-10 shrink-0 place-items-center rounded-full',
                    milestone.earned ? 'bg-amber-100 text-amber-800' : 'bg-slate-100 text-slate-500',
                  )}
                >
                  {milestone.earned ? (
                    <Trophy aria-hidden="true" className="size-5" />
                  ) : (
                    <Lock aria-hidden="true" className="size-5" />
                  )}
                </span>
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-semibold text-slate-900">{milestone.title}</span>
                  <span className="text-sm text-slate-600">{milestone.description}</span>
                </div>
                <span
                  className={cn(
                    'shrink-0 text-xs font-semibold',
                    milestone.earned ? 'text-amber-900' : 'text-slate-600',
                  )}
                >
                  {milestone.earned ? 'Earned' : 'Not yet'}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
