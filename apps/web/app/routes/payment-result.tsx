import type { MetaFunction } from 'react-router';
import { useSearchParams } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { prepareBillingStep } from '../features/billing/checkout-billing-step.tsx';
import { orderKeys } from '../features/orders/api/order-keys.ts';
import { paymentKeys } from '../features/payments/api/payment-keys.ts';
import { PaymentResult } from '../features/payments/components/payment-result.tsx';
import { useLiveUpdates } from '../lib/use-live-updates.ts';

export const meta: MetaFunction = () => [
  { title: 'Payment Status | Launchpad' },
  { name: 'robots', content: 'noindex' },
];

/** A payment that lands or fails (by the provider's webhook or the reconciler) shows at once. */
const liveKeys = () => [paymentKeys.all, orderKeys.all];

export default function PaymentResultRoute() {
  const [params] = useSearchParams();
  useLiveUpdates(liveKeys);
  return (
    <section className="flex flex-1 items-start bg-slate-50 py-12 sm:py-20">
      <Container width="narrow">
        <PaymentResult
          merchantOrderIdParam={params.get('merchantOrderId')}
          statusParam={params.get('status')}
          checkoutStep={prepareBillingStep}
        />
      </Container>
    </section>
  );
}
