import {
  findPackage,
  formatDateTime,
  formatInr,
  type PendingPaymentRecord,
  paymentMessages,
  supportContact,
} from '@launchpad/shared';
import {
  CircleCheck,
  CircleX,
  Clock,
  LayoutDashboard,
  LoaderCircle,
  LogIn,
  Mail,
  RefreshCw,
  Rocket,
  RotateCcw,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import type { PrepareCheckoutStep } from '../../../lib/checkout-step.ts';
import { cn } from '../../../lib/cn.ts';
import { usePaymentStatus } from '../api/get-payment-status.ts';
import {
  type PaymentResultView,
  resolveMerchantOrderId,
  resultFromError,
  resultFromStatus,
  resultWithoutOrderId,
} from '../payment-result-state.ts';
import { clearPendingPayment, readPendingPayment } from '../pending-payment.ts';
import { BuyPackageButton } from './buy-package-button.tsx';
import { FailureAdvice, SuccessNote } from './payment-result-notes.tsx';

interface Props {
  merchantOrderIdParam: string | null;
  statusParam: string | null;
  /** The step before the provider's page when trying a failed payment again (billing's). */
  checkoutStep?: PrepareCheckoutStep;
}

/** What the time of the attempt is called: when it was paid, when it failed, or when it began. */
const timeLabel = { success: 'Paid at', failed: 'Tried at', other: 'Checkout started at' } as const;

const look = {
  verifying: { icon: LoaderCircle, tone: 'bg-brand-50 text-brand-700', title: 'Verifying payment' },
  success: { icon: CircleCheck, tone: 'bg-emerald-50 text-emerald-700', title: 'Payment successful' },
  failed: { icon: CircleX, tone: 'bg-red-50 text-red-700', title: 'Payment failed' },
  processing: { icon: Clock, tone: 'bg-amber-50 text-amber-800', title: 'Payment processing' },
  signedOut: { icon: LogIn, tone: 'bg-brand-50 text-brand-700', title: 'Payment status' },
  closed: { icon: Clock, tone: 'bg-slate-100 text-slate-700', title: 'Checkout closed' },
  refunded: { icon: RotateCcw, tone: 'bg-amber-50 text-amber-800', title: 'Paid twice: refunding' },
} as const;

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="shrink-0 text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium wrap-anywhere text-slate-900">{value}</dd>
    </div>
  );
}

type PaymentStatusQuery = ReturnType<typeof usePaymentStatus>;

/**
 * What the page shows: the stored attempt (read after mount, as localStorage does not exist while
 * prerendering), its reference, the server's status of it and the view that follows.
 */
function usePaymentResult(merchantOrderIdParam: string | null, statusParam: string | null) {
  const [record, setRecord] = useState<PendingPaymentRecord | null | undefined>(undefined);
  useEffect(() => setRecord(readPendingPayment()), []);

  const merchantOrderId =
    record === undefined
      ? null
      : resolveMerchantOrderId(merchantOrderIdParam, record?.merchantOrderId ?? null);
  const status = usePaymentStatus(merchantOrderId);

  let view: PaymentResultView = { kind: 'verifying', message: paymentMessages.verifying };
  if (record !== undefined) {
    if (!merchantOrderId) view = resultWithoutOrderId(statusParam);
    else if (status.data) view = resultFromStatus(status.data);
    else if (status.error) view = resultFromError(status.error);
  }

  useEffect(() => {
    if (view.kind === 'success' && record?.merchantOrderId === merchantOrderId) clearPendingPayment();
  }, [view.kind, record, merchantOrderId]);
  return { record, merchantOrderId, status, view };
}

type Attempt = NonNullable<PaymentStatusQuery['data']>['data'];

interface ResultFacts {
  view: PaymentResultView;
  record: PendingPaymentRecord | null | undefined;
  merchantOrderId: string | null;
  attempt: Attempt | undefined;
}

/** The package, amount, order, payment reference, method and time, as far as they are known. */
function PaymentDetails({ view, record, merchantOrderId, attempt }: ResultFacts) {
  const packageName = attempt?.packageName ?? record?.packageName;
  const amount = attempt?.amount ?? record?.amount;
  const when = record?.timestamp ?? (attempt ? Date.parse(attempt.createdAt) : undefined);
  if (!(packageName || merchantOrderId) || view.kind === 'verifying') return null;
  return (
    <dl className="w-full divide-y divide-slate-100 rounded-xl border border-slate-200 px-4 text-left">
      {packageName && <Detail label="Package" value={packageName} />}
      {amount !== undefined && <Detail label="Amount" value={formatInr(amount)} />}
      {attempt?.orderReference && <Detail label="Order ID" value={attempt.orderReference} />}
      {merchantOrderId && <Detail label="Payment reference" value={merchantOrderId} />}
      {attempt?.paymentMethod && <Detail label="Payment method" value={attempt.paymentMethod} />}
      {when !== undefined && !Number.isNaN(when) && (
        <Detail
          label={timeLabel[view.kind === 'success' || view.kind === 'failed' ? view.kind : 'other']}
          value={formatDateTime(
            (view.kind === 'success' || view.kind === 'failed') && attempt ? attempt.updatedAt : when,
          )}
        />
      )}
    </dl>
  );
}

/** After a payment: the launch's page, the dashboard and home. */
function SuccessLinks({ orderId }: { orderId: string | undefined }) {
  return (
    <>
      {orderId ? (
        <Link to={paths.order(orderId)} className={buttonClasses()}>
          <Rocket aria-hidden="true" className="size-4" />
          Track your launch
        </Link>
      ) : null}
      <Link to={paths.dashboard} className={buttonClasses({ variant: orderId ? 'outline' : 'primary' })}>
        <LayoutDashboard aria-hidden="true" className="size-4" />
        View Dashboard
      </Link>
      <Link to={paths.home} className={buttonClasses({ variant: 'outline' })}>
        Back to Home
      </Link>
    </>
  );
}

/** What to do next, by the outcome: track the launch, try again, sign in, or check again. */
function ResultActions({
  view,
  attempt,
  status,
  checkoutStep,
}: {
  view: PaymentResultView;
  attempt: Attempt | undefined;
  status: PaymentStatusQuery;
  checkoutStep?: PrepareCheckoutStep;
}) {
  const location = useLocation();
  // A failed attempt is tried again for the same package: the server resumes its pending order.
  const retryPackage = attempt ? findPackage(attempt.packageId) : undefined;
  return (
    <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
      {view.kind === 'success' ? <SuccessLinks orderId={attempt?.orderId} /> : null}
      {view.kind === 'failed' && (
        <>
          {retryPackage ? (
            <BuyPackageButton
              pkg={retryPackage}
              label="Try Again"
              className={buttonClasses()}
              returnTo={`${location.pathname}${location.search}`}
              checkoutStep={checkoutStep}
            />
          ) : (
            <Link to={paths.home} className={buttonClasses()}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Try Again
            </Link>
          )}
          <a href={`mailto:${supportContact.email}`} className={buttonClasses({ variant: 'outline' })}>
            <Mail aria-hidden="true" className="size-4" />
            Contact Support
          </a>
        </>
      )}
      {view.kind === 'signedOut' && (
        <Link
          to={paths.signIn({ next: `${location.pathname}${location.search}` })}
          className={buttonClasses()}
        >
          <LogIn aria-hidden="true" className="size-4" />
          Sign In
        </Link>
      )}
      {(view.kind === 'closed' || view.kind === 'refunded') && (
        <Link to={paths.paymentHistory} className={buttonClasses()}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          View Payment History
        </Link>
      )}
      {view.kind === 'processing' && (
        <Button onClick={() => void status.refetch()} disabled={status.isFetching}>
          <RefreshCw aria-hidden="true" className={cn('size-4', status.isFetching && 'animate-spin')} />
          Refresh Status
        </Button>
      )}
    </div>
  );
}

/** The payment result page: verifying, then success, failed or processing. */
export function PaymentResult({ merchantOrderIdParam, statusParam, checkoutStep }: Props) {
  const { record, merchantOrderId, status, view } = usePaymentResult(merchantOrderIdParam, statusParam);
  const attempt = status.data?.data;
  const { icon: Icon, tone, title } = look[view.kind];

  return (
    <Card className="w-full">
      <CardContent className="flex flex-col items-center gap-5 p-8 text-center">
        <span className={cn('flex size-16 items-center justify-center rounded-full', tone)}>
          <Icon aria-hidden="true" className={cn('size-8', view.kind === 'verifying' && 'animate-spin')} />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {/* One headline: a success says what comes next instead of saying it succeeded twice. */}
          {view.kind === 'success' ? (
            <SuccessNote attempt={attempt} />
          ) : (
            <p role={view.kind === 'failed' ? 'alert' : 'status'} className="text-base text-slate-700">
              {view.message}
            </p>
          )}
        </div>
        {view.kind === 'failed' ? (
          <FailureAdvice orderKept={Boolean(attempt && findPackage(attempt.packageId))} />
        ) : null}
        <PaymentDetails view={view} record={record} merchantOrderId={merchantOrderId} attempt={attempt} />
        <ResultActions view={view} attempt={attempt} status={status} checkoutStep={checkoutStep} />
        {view.kind === 'processing' && (
          <p className="text-sm text-slate-600">
            UPI and bank confirmations can take a few minutes. This page checks again by itself; you can also
            follow the order on your{' '}
            <Link to={paths.dashboard} className="font-semibold text-brand-700 underline">
              dashboard
            </Link>
            .
          </p>
        )}
      </CardContent>
    </Card>
  );
}
