import { formatDate, isAwaitingPayment, isClosedOrder, type OrderDetail } from '@launchpad/shared';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, type MetaFunction, useLocation, useParams } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { Container } from '../components/ui/container.tsx';
import { OrderStatusBadge } from '../components/ui/order-status-badge.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { paths } from '../config/paths.ts';
import { useSignedInGuard } from '../features/auth/use-signed-in-guard.ts';
import { prepareBillingStep } from '../features/billing/checkout-billing-step.tsx';
import { conversationKeys } from '../features/conversations/api/conversation-keys.ts';
import { OrderMessages } from '../features/conversations/components/order-messages.tsx';
import { useOrderQuery } from '../features/orders/api/get-order.ts';
import { orderKeys } from '../features/orders/api/order-keys.ts';
import { CancellationRequestStatus } from '../features/orders/components/cancellation-request-status.tsx';
import { DocumentChecklist } from '../features/orders/components/document-checklist.tsx';
import { LaunchSignOff } from '../features/orders/components/launch-sign-off.tsx';
import {
  DeliverablesList,
  LaunchStages,
  LaunchSummary,
  OrderTimeline,
} from '../features/orders/components/launch-tracker.tsx';
import { OrderClosure } from '../features/orders/components/order-closure.tsx';
import { OrderFacts } from '../features/orders/components/order-fact.tsx';
import { OrderInvoices } from '../features/orders/components/order-invoices.tsx';
import { OrderRefunds } from '../features/orders/components/order-refunds.tsx';
import { orderFocusTargets } from '../features/orders/focus-targets.ts';
import { CompletePaymentButton } from '../features/payments/components/complete-payment-button.tsx';
import { isApiError } from '../lib/api-client.ts';
import { useSessionEndedHere } from '../lib/session-ended.ts';
import { useLiveUpdates } from '../lib/use-live-updates.ts';
import { useSession } from '../lib/use-session.ts';

// The cancellation form (and its form library) loads after the page, which most visits only read.
const OrderCancellation = lazy(() =>
  import('../features/orders/components/order-cancellation.tsx').then((module) => ({
    default: module.OrderCancellation,
  })),
);

export const meta: MetaFunction = () => [
  { title: 'Your launch | Launchpad' },
  { name: 'robots', content: 'noindex' },
];

/** The order's name, status, reference and date. */
function OrderHeader({ order }: { order: OrderDetail }) {
  return (
    <header className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h1
          id={orderFocusTargets.heading}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
        >
          {order.packageName} Package
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="text-sm text-slate-600">
        Order <span className="font-mono font-medium text-slate-800">{order.reference}</span>, placed on{' '}
        {formatDate(order.createdAt)}
      </p>
    </header>
  );
}

/** What comes first: the payment still due, how the order closed, or the launch under way. */
function OrderLead({ order }: { order: OrderDetail }) {
  if (isAwaitingPayment(order.status)) {
    return (
      <Alert variant="info">
        <div className="flex flex-col items-start gap-3">
          <p>Your launch plan starts as soon as the payment is received.</p>
          <CompletePaymentButton
            order={order}
            className={buttonClasses({ size: 'sm' })}
            returnTo={paths.order(order.id)}
            checkoutStep={prepareBillingStep}
          />
        </div>
      </Alert>
    );
  }
  return isClosedOrder(order) ? <OrderClosure order={order} /> : <LaunchSummary order={order} />;
}

/** Everything about a loaded order, in the order the customer needs it. */
function OrderPage({ order }: { order: OrderDetail }) {
  return (
    <>
      <OrderHeader order={order} />
      <OrderLead order={order} />
      <CancellationRequestStatus order={order} />
      <LaunchSignOff order={order} />
      {order.notes ? (
        <div className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Notes from the team: </span>
          {order.notes}
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        {/* What the customer has to do comes first; an order never paid has no launch plan. */}
        {order.documents.length > 0 || order.milestones.length > 0 ? (
          <div className="flex flex-col gap-6">
            <DocumentChecklist order={order} />
            {order.milestones.length > 0 ? (
              <LaunchStages milestones={order.milestones} voided={isClosedOrder(order)} />
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-col gap-6">
          {order.paid ? <DeliverablesList order={order} /> : null}
          <section
            aria-labelledby="order-payment-heading"
            className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
          >
            <h2 id="order-payment-heading" className="text-lg font-bold text-slate-900">
              Payment
            </h2>
            <OrderFacts order={order} />
          </section>
          <OrderRefunds order={order} />
          <OrderInvoices order={order} />
          <Suspense fallback={null}>
            <OrderCancellation order={order} />
          </Suspense>
          <OrderTimeline order={order} />
        </div>
      </div>
      <OrderMessages orderId={order.id} />
      <p className="text-sm text-slate-700">
        Not satisfied with our service?{' '}
        <Link to={paths.complaintAbout(order.id)} className="font-medium text-brand-700 underline">
          Raise a complaint
        </Link>{' '}
        with our grievance officer.
      </p>
    </>
  );
}

/**
 * A payment landing, a milestone moving, a document reviewed or a reply of the team shows here as
 * it happens; a change to another order only marks the dashboard's lists stale.
 */
function useOrderLiveUpdates(orderId: string) {
  useLiveUpdates((change) => {
    if (change?.kind === 'message') {
      return change.orderId === orderId ? [conversationKeys.thread(orderId)] : [conversationKeys.unread()];
    }
    return change === null || change.orderId === orderId
      ? [orderKeys.all, conversationKeys.all]
      : [orderKeys.list(), orderKeys.activity()];
  });
}

function SessionEndedNotice() {
  const { pathname, search } = useLocation();
  return (
    <Alert variant="error">
      Your session ended.{' '}
      <Link
        to={paths.signIn({ next: `${pathname}${search}`, expired: true })}
        className="font-semibold underline underline-offset-2"
      >
        Sign in to continue
      </Link>
    </Alert>
  );
}

/**
 * One order's home, where every mail about it links: progress, stages, documents, deliverables,
 * refunds, invoices and credit notes, cancelling or asking to, the timeline and the conversation.
 */
export default function OrderRoute() {
  const { orderId = '' } = useParams();
  const { user } = useSession();
  // A session that ended under an action keeps what the page showed, beneath the notice.
  const sessionEnded = useSessionEndedHere();
  const order = useOrderQuery(user || sessionEnded ? orderId : null);
  useSignedInGuard(order.error);
  useOrderLiveUpdates(orderId);
  const notFound = !order.data && isApiError(order.error) && order.error.status === 404;

  return (
    <section className="flex-1 bg-slate-50 py-8 sm:py-12">
      <Container className="flex flex-col gap-6">
        <Link
          to={paths.dashboard}
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to dashboard
        </Link>
        {sessionEnded ? <SessionEndedNotice /> : null}
        {notFound ? (
          <Alert variant="error">We could not find this order. It may belong to another account.</Alert>
        ) : (
          <QueryState query={order} what="this order" loading="Loading your launch…" loadingClassName="py-24">
            {(data) => <OrderPage order={data} />}
          </QueryState>
        )}
      </Container>
    </section>
  );
}
