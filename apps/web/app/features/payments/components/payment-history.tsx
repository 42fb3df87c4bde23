import { formatDateTime, formatInr, type PaymentAttempt, refundInWords } from '@launchpad/shared';
import { ArrowRight, Download, ReceiptIndianRupee, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import type { PaymentAttemptsQuery } from '../api/get-payment-attempts.ts';
import { PaymentStateBadge } from './payment-state-badge.tsx';

/** The attempt's refunds in words, e.g. "₹49,999 refunded: duplicate payment". */
function RefundLines({ attempt }: { attempt: PaymentAttempt }) {
  if (attempt.refunds.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5 text-sm font-medium text-emerald-800">
      {attempt.refunds.map((refund) => (
        <li key={refund.id}>{refundInWords(refund)}</li>
      ))}
    </ul>
  );
}

/** The PDF of the payment's invoice (or bill of supply), once one was issued. */
function InvoiceLink({ attempt, className }: { attempt: PaymentAttempt; className: string }) {
  if (!attempt.invoiceId) return null;
  return (
    <a
      href={paths.invoicePdf(attempt.invoiceId)}
      download
      aria-label={`Download the invoice (PDF) for ${attempt.packageName}, payment ${attempt.merchantOrderId}`}
      className={className}
    >
      <Download aria-hidden="true" className="size-4" />
      Invoice
    </a>
  );
}

/** Below `md`: one card per attempt. */
function AttemptCard({ attempt }: { attempt: PaymentAttempt }) {
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-0.5">
            <span className="font-semibold text-slate-900">{attempt.packageName} Package</span>
            <time dateTime={attempt.createdAt} className="text-sm text-slate-600">
              {formatDateTime(attempt.createdAt)}
            </time>
          </div>
          <PaymentStateBadge state={attempt.state} />
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div className="flex flex-col">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Amount</dt>
            <dd className="font-semibold text-slate-900">{formatInr(attempt.amount)}</dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Method</dt>
            <dd className="text-slate-900">{attempt.paymentMethod ?? 'Not specified'}</dd>
          </div>
          <div className="col-span-2 flex min-w-0 flex-col">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Order ID</dt>
            <dd className="font-mono text-slate-900">{attempt.orderReference}</dd>
          </div>
          <div className="col-span-2 flex min-w-0 flex-col">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Payment reference</dt>
            <dd className="font-mono text-xs break-all text-slate-900">{attempt.merchantOrderId}</dd>
          </div>
        </dl>
        <RefundLines attempt={attempt} />
        <div className="flex flex-wrap gap-2">
          <Link
            to={paths.order(attempt.orderId)}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            View order
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <InvoiceLink attempt={attempt} className={buttonClasses({ variant: 'outline', size: 'sm' })} />
        </div>
      </Card>
    </li>
  );
}

/** From `md`: a table, the natural shape for a statement. */
function AttemptTable({ attempts }: { attempts: readonly PaymentAttempt[] }) {
  const head = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Payment attempts, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={head}>
              Date
            </th>
            <th scope="col" className={head}>
              Order
            </th>
            <th scope="col" className={head}>
              Payment reference
            </th>
            <th scope="col" className={`${head} text-right`}>
              Amount
            </th>
            <th scope="col" className={head}>
              Status
            </th>
            <th scope="col" className={head}>
              Method
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">Order</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {attempts.map((attempt) => (
            <tr key={attempt.merchantOrderId}>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <time dateTime={attempt.createdAt}>{formatDateTime(attempt.createdAt)}</time>
              </td>
              <td className="px-4 py-3">
                <span className="block font-semibold text-slate-900">{attempt.packageName}</span>
                <span className="block font-mono text-xs whitespace-nowrap text-slate-700">
                  {attempt.orderReference}
                </span>
              </td>
              <td className="px-4 py-3 font-mono text-xs text-slate-800">{attempt.merchantOrderId}</td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900">
                {formatInr(attempt.amount)}
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-col items-start gap-1">
                  <PaymentStateBadge state={attempt.state} />
                  <RefundLines attempt={attempt} />
                </div>
              </td>
              <td className="px-4 py-3 text-slate-700">{attempt.paymentMethod ?? 'Not specified'}</td>
              <td className="px-4 py-3 text-right">
                <div className="flex flex-col items-end gap-1.5">
                  <Link
                    to={paths.order(attempt.orderId)}
                    aria-label={`View order ${attempt.orderReference} (${attempt.packageName}), payment ${attempt.merchantOrderId}`}
                    className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
                  >
                    View order
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                  <InvoiceLink
                    attempt={attempt}
                    className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** Every payment attempt, newest first, each with a way back to its order. */
export function PaymentHistory({ attemptsQuery }: { attemptsQuery: PaymentAttemptsQuery }) {
  const attempts = attemptsQuery.data?.pages.flatMap((page) => page.payments);
  if (attempts) {
    if (attempts.length === 0) {
      return (
        <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <ReceiptIndianRupee aria-hidden="true" className="size-10 text-brand-600" />
          <h2 className="text-xl font-bold text-slate-900">No payments yet</h2>
          <p className="max-w-sm text-sm text-slate-600">
            When you pay for a package, every attempt shows here with its reference.
          </p>
          <Link to={paths.home} className={buttonClasses()}>
            Browse Packages
          </Link>
        </Card>
      );
    }
    return (
      <>
        <ul className="flex flex-col gap-3 md:hidden" aria-label="Payment attempts, newest first">
          {attempts.map((attempt) => (
            <AttemptCard key={attempt.merchantOrderId} attempt={attempt} />
          ))}
        </ul>
        <AttemptTable attempts={attempts} />
        {attemptsQuery.hasNextPage ? (
          <Button
            variant="outline"
            className="self-center"
            onClick={() => attemptsQuery.fetchNextPage()}
            disabled={attemptsQuery.isFetchingNextPage}
          >
            {attemptsQuery.isFetchingNextPage ? <Spinner className="size-4" /> : null}
            Show older payments
          </Button>
        ) : null}
      </>
    );
  }
  if (attemptsQuery.isError) {
    return (
      <Alert variant="error">
        <div className="flex flex-col items-start gap-3">
          <p>
            <strong className="font-semibold">We could not load your payments.</strong>{' '}
            {attemptsQuery.error.message}
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => attemptsQuery.refetch()}
            disabled={attemptsQuery.isFetching}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        </div>
      </Alert>
    );
  }
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-700">
      <Spinner className="size-6 text-brand-600" />
      Loading your payments…
    </div>
  );
}
