import {
  formatCalendarDate,
  formatDate,
  formatLaunchDay,
  type Order,
  orderMoneyLabel,
} from '@launchpad/shared';
import { ArrowRight, LayoutGrid, Rocket } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useCompletePayment } from '../../../lib/complete-payment.tsx';
import { activeLaunch, lastLaunched, neededFromCustomer } from '../active-launch.ts';
import { useOrderQuery } from '../api/get-order.ts';
import { pendingOrders } from '../order-stats.ts';
import { TrackStateBadge } from './launch-tracker.tsx';

function LeadCard({
  eyebrow,
  title,
  headingId,
  badge,
  children,
}: {
  eyebrow: string;
  title: string;
  headingId: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} data-testid="launch-lead">
      <Card className="flex flex-col gap-4 border-brand-200 p-4 sm:p-6">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
              {title}
            </h2>
            {badge}
          </div>
        </div>
        {children}
      </Card>
    </section>
  );
}

/** What the launch waits on its customer for, from the order's checklist and plan. */
function NeededNow({ orderId }: { orderId: string }) {
  const detail = useOrderQuery(orderId);
  const needed = detail.data ? neededFromCustomer(detail.data) : [];
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 sm:p-4">
      <h3 className="text-sm font-semibold text-slate-900">What we need from you now</h3>
      {detail.data?.cancellationRequest?.state === 'open' ? (
        <p className="text-sm text-slate-700">
          You asked to cancel this order on {formatDate(detail.data.cancellationRequest.requestedAt)}: we
          answer on its page.
        </p>
      ) : null}
      {detail.data ? (
        needed.length === 0 ? (
          <p className="text-sm text-slate-700">
            Nothing right now. We will write to you when we need something.
          </p>
        ) : (
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-800">
            {needed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )
      ) : (
        <p className="text-sm text-slate-700">
          {detail.isError ? 'Open your launch to see what we need from you.' : 'Checking your launch…'}
        </p>
      )}
    </div>
  );
}

function ActiveLaunch({ order }: { order: Order }) {
  const headingId = useId();
  return (
    <LeadCard
      eyebrow="Your launch"
      title={`${order.packageName} Package`}
      headingId={headingId}
      badge={<TrackStateBadge order={order} />}
    >
      <p className="text-base text-slate-800">
        {order.expectedLaunchDate ? (
          <>
            Expected to launch on{' '}
            <strong className="font-semibold text-slate-900">
              {formatLaunchDay(order.expectedLaunchDate)}
            </strong>
          </>
        ) : (
          'Your launch date is set once the plan starts.'
        )}
        {order.milestonesTotal > 0 ? ` · ${order.milestonesDone} of ${order.milestonesTotal} steps done` : ''}
      </p>
      <NeededNow orderId={order.id} />
      <Link
        to={paths.order(order.id)}
        aria-describedby={headingId}
        className={buttonClasses({ className: 'self-start' })}
      >
        <Rocket aria-hidden="true" className="size-4" />
        Open your launch
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </LeadCard>
  );
}

function AwaitingPayment({ order }: { order: Order }) {
  const headingId = useId();
  const completePayment = useCompletePayment();
  return (
    <LeadCard eyebrow="Waiting for payment" title={`${order.packageName} Package`} headingId={headingId}>
      <p className="text-base text-slate-800">
        Ordered on {formatDate(order.createdAt)}. {orderMoneyLabel(order)}: your launch plan starts as soon as
        it is paid.
      </p>
      <div className="flex flex-wrap gap-3">
        {completePayment(order, { className: buttonClasses(), describedBy: headingId })}
        <Link
          to={paths.order(order.id)}
          aria-describedby={headingId}
          className={buttonClasses({ variant: 'outline' })}
        >
          View order
        </Link>
      </div>
    </LeadCard>
  );
}

function NoLaunch({ launched }: { launched: Order | undefined }) {
  const headingId = useId();
  return (
    <LeadCard
      eyebrow={launched ? 'Launched' : 'Get started'}
      title={launched ? `${launched.packageName} Package` : 'Start your launch'}
      headingId={headingId}
    >
      <p className="text-base text-slate-800">
        {launched
          ? `Your launch is complete${launched.expectedLaunchDate ? `: launched on ${formatCalendarDate(launched.expectedLaunchDate)}` : ''}. Its files and invoices stay on its page.`
          : 'Pick a package and we plan your launch day by day as soon as it is paid.'}
      </p>
      <div className="flex flex-wrap gap-3">
        {launched ? (
          <Link to={paths.order(launched.id)} className={buttonClasses({ variant: 'outline' })}>
            <Rocket aria-hidden="true" className="size-4" />
            See your launch
          </Link>
        ) : null}
        <Link to={paths.packages} className={buttonClasses()}>
          <LayoutGrid aria-hidden="true" className="size-4" />
          {launched ? 'See the packages' : 'Choose a package'}
        </Link>
      </div>
    </LeadCard>
  );
}

/**
 * The top of the dashboard: the launch under way, when it is expected and what it needs from its
 * customer now; else the order waiting for payment; else the way to a first (or next) package.
 */
export function LaunchLead({ orders }: { orders: readonly Order[] }) {
  const active = activeLaunch(orders);
  if (active) return <ActiveLaunch order={active} />;
  const awaiting = pendingOrders(orders)[0];
  if (awaiting) return <AwaitingPayment order={awaiting} />;
  return <NoLaunch launched={lastLaunched(orders)} />;
}
