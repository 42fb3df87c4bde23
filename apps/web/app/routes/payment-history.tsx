import { ArrowLeft } from 'lucide-react';
import { Link, type MetaFunction } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { Container } from '../components/ui/container.tsx';
import { Loading } from '../components/ui/query-state.tsx';
import { paths } from '../config/paths.ts';
import { useSignedInGuard } from '../features/auth/use-signed-in-guard.ts';
import { usePaymentAttemptsQuery } from '../features/payments/api/get-payment-attempts.ts';
import { PaymentHistory } from '../features/payments/components/payment-history.tsx';
import { useSession } from '../lib/use-session.ts';

export const meta: MetaFunction = () => [
  { title: 'Payment History | Launchpad' },
  { name: 'robots', content: 'noindex' },
];

export default function PaymentHistoryRoute() {
  const { user } = useSession();
  const attemptsQuery = usePaymentAttemptsQuery({ enabled: user !== null });
  useSignedInGuard(attemptsQuery.error);

  return (
    <section className="flex-1 bg-slate-50 py-8 sm:py-12">
      <Container className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Payment History</h1>
            <p className="text-sm text-slate-600">Every payment attempt on your orders, newest first.</p>
          </div>
          <Link
            to={paths.dashboard}
            className={buttonClasses({ variant: 'outline', className: 'self-start' })}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Dashboard
          </Link>
        </div>
        {user ? (
          <PaymentHistory attemptsQuery={attemptsQuery} />
        ) : (
          <Loading label="Loading…" className="py-24" />
        )}
      </Container>
    </section>
  );
}
