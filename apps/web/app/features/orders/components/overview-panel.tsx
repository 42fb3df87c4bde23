import { formatDate, formatInr, type Order, supportReplyTime } from '@launchpad/shared';
import { ArrowRight, ArrowUpCircle, Headset, LayoutGrid, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useCompletePayment } from '../../../lib/complete-payment.tsx';
import {
  type LaunchProgress,
  launchProgress,
  type OrderStats,
  overviewPendingOrders,
  type UpgradePlan,
  upgradePlan,
} from '../order-stats.ts';

interface Props {
  orders: readonly Order[];
  stats: OrderStats;
  onViewAllPending: () => void;
}

/**
 * The package above the customer's, named for what it is: there is no upgrade that credits what was
 * paid, so the link shows the next package's card (bought as its own order), never "Upgrade".
 */
function nextPackageAction(plan: UpgradePlan): { to: string; title: string; description: string } {
  switch (plan.kind) {
    case 'upgrade':
      return {
        to: paths.packageOnHome(plan.to.id),
        title: `See the ${plan.to.name} package`,
        description: 'What it adds; it is bought as a separate order',
      };
    case 'top-package':
      return {
        to: paths.contact,
        title: 'Need more?',
        description: 'You have our top package; talk to us about more',
      };
    case 'no-package':
      return { to: paths.packages, title: 'Compare packages', description: 'Every package side by side' };
  }
}

function QuickAction({
  to,
  title,
  description,
  Icon,
}: {
  to: string;
  title: string;
  description: string;
  Icon: LucideIcon;
}) {
  return (
    <li>
      <Link
        to={to}
        className="group flex items-center gap-3 rounded-xl border border-slate-200 p-3 transition-colors hover:border-brand-300 hover:bg-brand-50"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-white">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-sm font-semibold text-slate-900">{title}</span>
          <span className="text-xs text-slate-600">{description}</span>
        </span>
        <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </Link>
    </li>
  );
}

function progressSummary(progress: LaunchProgress): string {
  if (progress.activeLaunches > 0) {
    const launches = progress.activeLaunches === 1 ? 'your launch' : `${progress.activeLaunches} launches`;
    return `${progress.done} of ${progress.planned} milestones done across ${launches} in progress`;
  }
  if (progress.completedLaunches > 0) return 'Every launch you paid for is complete';
  return 'Your launch plan starts when an order is paid';
}

type OrdersAndStats = Pick<Props, 'orders' | 'stats'>;

/** Browse, support, and the package to buy or upgrade to next. */
function QuickActionsCard({ orders }: Pick<Props, 'orders'>) {
  const next = nextPackageAction(upgradePlan(orders));
  return (
    <Card className="lg:col-span-1">
      <CardHeader>
        <CardTitle className="text-lg">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          <QuickAction
            to={paths.home}
            title="Browse Packages"
            description="See every launch package"
            Icon={LayoutGrid}
          />
          <QuickAction
            to={paths.contact}
            title="Support Center"
            description={`Messages answered ${supportReplyTime}`}
            Icon={Headset}
          />
          <QuickAction to={next.to} title={next.title} description={next.description} Icon={ArrowUpCircle} />
        </ul>
      </CardContent>
    </Card>
  );
}

/** How far the paid launches are, with the count of orders in each state. */
function OverallProgressCard({ orders, stats }: OrdersAndStats) {
  const progress = launchProgress(orders);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Overall Progress</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span id="overall-completion-label" className="font-medium text-slate-700">
            Overall completion
          </span>
          <span className="text-lg font-bold text-slate-900">{progress.percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="overall-completion-label"
          aria-describedby="overall-completion-summary"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-emerald-600" style={{ width: `${progress.percent}%` }} />
        </div>
        <p id="overall-completion-summary" className="text-sm text-slate-600">
          {progressSummary(progress)}
        </p>
        <dl className="grid grid-cols-3 gap-3 text-center">
          {[
            { label: 'Completed', value: stats.completed, tone: 'text-emerald-700' },
            { label: 'In Progress', value: stats.inProgress, tone: 'text-blue-700' },
            { label: 'Pending', value: stats.pending, tone: 'text-amber-800' },
          ].map((item) => (
            <div key={item.label} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
              <dd className={`text-2xl font-bold ${item.tone}`}>{item.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Up to 3 orders awaiting payment, each payable here, and the way to all of them. */
function PendingOrdersCard({ orders, stats, onViewAllPending }: Props) {
  const completePayment = useCompletePayment();
  const { shown, hasMore } = overviewPendingOrders(orders);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Pending Orders</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {shown.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing is waiting for payment. You are all set.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200">
            {shown.map((order) => (
              <li
                key={order.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0"
              >
                <div className="flex min-w-0 flex-col">
                  <span className="font-semibold text-slate-900">{order.packageName} Package</span>
                  <span className="text-sm text-slate-600">
                    {formatInr(order.amount)} · ordered {formatDate(order.createdAt)}
                  </span>
                </div>
                {completePayment(order, {
                  className: buttonClasses({ size: 'sm' }),
                  ariaLabel: `Complete Payment for ${order.packageName}`,
                })}
              </li>
            ))}
          </ul>
        )}
        {hasMore ? (
          <Button variant="outline" onClick={onViewAllPending} className="self-start">
            View All Pending Orders ({stats.pending})
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The Overview tab: quick actions, overall progress and up to 3 pending orders. */
export function OverviewPanel({ orders, stats, onViewAllPending }: Props) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <QuickActionsCard orders={orders} />
      <div className="flex flex-col gap-6 lg:col-span-2">
        <OverallProgressCard orders={orders} stats={stats} />
        <PendingOrdersCard orders={orders} stats={stats} onViewAllPending={onViewAllPending} />
      </div>
    </div>
  );
}
