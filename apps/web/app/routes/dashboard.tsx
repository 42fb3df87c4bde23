import type { MetaFunction } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { Loading } from '../components/ui/query-state.tsx';
import { paths } from '../config/paths.ts';
import { VerifyEmailBanner } from '../features/auth/components/verify-email-banner.tsx';
import { useSignedInGuard } from '../features/auth/use-signed-in-guard.ts';
import { prepareBillingStep } from '../features/billing/checkout-billing-step.tsx';
import { conversationKeys } from '../features/conversations/api/conversation-keys.ts';
import { UnreadRepliesBanner } from '../features/conversations/components/unread-replies-banner.tsx';
import { useOrdersQuery } from '../features/orders/api/get-orders.ts';
import { orderKeys } from '../features/orders/api/order-keys.ts';
import { OrderDashboard } from '../features/orders/components/order-dashboard.tsx';
import { paymentKeys } from '../features/payments/api/payment-keys.ts';
import { CompletePaymentButton } from '../features/payments/components/complete-payment-button.tsx';
import { CompletePaymentContext, type CompletePaymentControl } from '../lib/complete-payment.tsx';
import { useLiveUpdates } from '../lib/use-live-updates.ts';
import { useSession } from '../lib/use-session.ts';

export const meta: MetaFunction = () => [
  { title: 'Dashboard | Launchpad' },
  { name: 'robots', content: 'noindex' },
];

/** Cards, figures, activity, payments and unread replies follow each change to the customer's orders. */
const liveKeys = () => [orderKeys.all, paymentKeys.list(), conversationKeys.unread()];

/** Complete Payment opens the pending order's checkout, and comes back here on sign-in. */
const completePayment: CompletePaymentControl = (order, look) => (
  <CompletePaymentButton
    order={order}
    {...look}
    returnTo={paths.dashboard}
    checkoutStep={prepareBillingStep}
  />
);

export default function DashboardRoute() {
  const { user } = useSession();
  const ordersQuery = useOrdersQuery({ enabled: user !== null });
  useSignedInGuard(ordersQuery.error);
  useLiveUpdates(liveKeys);

  return (
    <section className="flex-1 bg-slate-50 py-8 sm:py-12">
      <Container>
        {user && !user.emailVerified ? <VerifyEmailBanner email={user.email} /> : null}
        {user ? <UnreadRepliesBanner /> : null}
        {user ? (
          <CompletePaymentContext.Provider value={completePayment}>
            <OrderDashboard userName={user.name} visitor={user} ordersQuery={ordersQuery} />
          </CompletePaymentContext.Provider>
        ) : (
          <Loading label="Loading your dashboard…" className="py-24" />
        )}
      </Container>
    </section>
  );
}
