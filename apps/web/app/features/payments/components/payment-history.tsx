import { formatDateTime, formatInr, type PaymentAttempt, refundInWords } from '@launchpad/shared';
import { ArrowRight, Download, ReceiptIndianRupee } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Table, type TableColumn } from '../../../components/ui/table.tsx';
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
        <Link to={paths.order(attempt.orderId)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          View order
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <InvoiceLink attempt={attempt} className={buttonClasses({ variant: 'outline', size: 'sm' })} />
      </div>
    </Card>
  );
}

const linkClasses =
  'inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline';

/** From `md`: the columns of the statement. */
const attemptColumns: TableColumn<PaymentAttempt>[] = [
  {
    key: 'date',
    header: 'Date',
    className: 'whitespace-nowrap text-slate-700',
    cell: (attempt) => <time dateTime={attempt.createdAt}>{formatDateTime(attempt.createdAt)}</time>,
  },
  {
    key: 'order',
    header: 'Order',
    cell: (attempt) => (
      <>
        <span className="block font-semibold text-slate-900">{attempt.packageName}</span>
        <span className="block font-mono text-xs whitespace-nowrap text-slate-700">
          {attempt.orderReference}
        </span>
      </>
    ),
  },
  {
    key: 'reference',
    header: 'Payment reference',
    className: 'font-mono text-xs text-slate-800',
    cell: (attempt) => attempt.merchantOrderId,
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    className: 'font-semibold whitespace-nowrap text-slate-900',
    cell: (attempt) => formatInr(attempt.amount),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (attempt) => (
      <div className="flex flex-col items-start gap-1">
        <PaymentStateBadge state={attempt.state} />
        <RefundLines attempt={attempt} />
      </div>
    ),
  },
  {
    key: 'method',
    header: 'Method',
    className: 'text-slate-700',
    cell: (attempt) => attempt.paymentMethod ?? 'Not specified',
  },
  {
    key: 'links',
    header: 'Order',
    hideHeader: true,
    align: 'right',
    cell: (attempt) => (
      <div className="flex flex-col items-end gap-1.5">
        <Link
          to={paths.order(attempt.orderId)}
          aria-label={`View order ${attempt.orderReference} (${attempt.packageName}), payment ${attempt.merchantOrderId}`}
          className={linkClasses}
        >
          View order
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <InvoiceLink attempt={attempt} className={linkClasses} />
      </div>
    ),
  },
];

function NoPayments() {
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

/** Every payment attempt, newest first, each with a way back to its order. */
export function PaymentHistory({ attemptsQuery }: { attemptsQuery: PaymentAttemptsQuery }) {
  return (
    <QueryState
      query={attemptsQuery}
      what="your payments"
      loading="Loading your payments…"
      empty={<NoPayments />}
      isEmpty={(data) => data.pages.every((page) => page.payments.length === 0)}
    >
      {(data) => (
        <>
          <Table
            caption="Payment attempts, newest first"
            rows={data.pages.flatMap((page) => page.payments)}
            rowKey={(attempt) => attempt.merchantOrderId}
            columns={attemptColumns}
            card={(attempt) => <AttemptCard attempt={attempt} />}
          />
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
      )}
    </QueryState>
  );
}
