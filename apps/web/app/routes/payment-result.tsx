import type { MetaFunction } from 'react-router';
import { useSearchParams } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { PaymentResult } from '../features/payments/components/payment-result.tsx';

export const meta: MetaFunction = () => [
  { title: 'Payment Status | Launchpad' },
  { name: 'robots', content: 'noindex' },
];

export default function PaymentResultRoute() {
  const [params] = useSearchParams();
  return (
    <section className="flex flex-1 items-start bg-slate-50 py-12 sm:py-20">
      <Container width="narrow">
        <PaymentResult
          merchantOrderIdParam={params.get('merchantOrderId')}
          statusParam={params.get('status')}
        />
      </Container>
    </section>
  );
}
