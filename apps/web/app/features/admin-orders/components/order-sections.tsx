import {
  type AdminOrderDetail,
  formatDateTime,
  formatIndiaDay,
  formatInr,
  isAwaitingPayment,
  orderMoneyLabel,
  paymentStateDetails,
  receiptWords,
  telHref,
} from '@launchpad/shared';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Timeline } from '../../../components/ui/timeline.tsx';
import { useAllows } from '../../../lib/staff-access.tsx';
import { adminTimelineEntries } from '../order-event-labels.ts';
import { OfflinePaymentButton } from './offline-payment-dialog.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';

/**
 * The sections of the admin's order page, each a card with its own heading; the page composes
 * them (with the launch panel, refunds and notes), so another section slots in beside them.
 */
export function OrderSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const linkClasses = 'break-words text-brand-700 underline-offset-2 hover:underline';

/** Customer, amount, payment and refunds at a glance. */
export function OrderSummarySection({ order }: { order: AdminOrderDetail }) {
  return (
    <OrderSection id="order-summary" title="Summary and money">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Fact label="Customer">
          {order.customer.name}
          <br />
          <a className={linkClasses} href={`mailto:${order.customer.email}`}>
            {order.customer.email}
          </a>
          {order.customer.phone ? (
            <>
              <br />
              <a className={linkClasses} href={telHref(order.customer.phone)}>
                {order.customer.phone}
              </a>
            </>
          ) : null}
        </Fact>
        <Fact label="Order ID">
          <span className="font-mono">{order.reference}</span>
        </Fact>
        <Fact label="Amount (fee)">{formatInr(order.amount)}</Fact>
        <Fact label="Created">{formatDateTime(order.createdAt)}</Fact>
        <Fact label="Paid">
          {order.receipt ? (
            <>
              {receiptWords(order.receipt)}
              <br />
              <span className="text-xs text-slate-600">
                Our reference <span className="font-mono">{order.receipt.paymentReference}</span>
              </span>
            </>
          ) : (
            'Not paid'
          )}
        </Fact>
        <Fact label="Money">{orderMoneyLabel(order)}</Fact>
        <Fact label="Refunded">
          {formatInr(order.refundedAmount)}; {formatInr(order.refundableAmount)} can still be refunded
        </Fact>
      </dl>
    </OrderSection>
  );
}

/** The status menu, and for an unpaid order the way to record a payment received offline. */
export function OrderStatusSection({ order }: { order: AdminOrderDetail }) {
  const mayMove = useAllows('orders.move');
  const mayRecordPayment = useAllows('money.offline');
  const offline = isAwaitingPayment(order.status) && order.paidAt === null && mayRecordPayment;
  if (!mayMove && !offline) return null;
  return (
    <OrderSection id="order-status" title="Status">
      <OrderStatusSelect
        paymentMethod={order.paymentMethod}
        orderId={order.id}
        paid={order.paidAt !== null}
        status={order.status}
        orderLabel={`${order.packageName} Package ${order.reference} for ${order.customer.name}`}
        className="max-w-xs"
      />
      {offline ? <OfflinePaymentButton order={order} /> : null}
    </OrderSection>
  );
}

/** The order's append-only history, oldest first. */
export function OrderTimelineSection({ order }: { order: AdminOrderDetail }) {
  return (
    <OrderSection id="order-timeline" title="Timeline">
      <Timeline entries={adminTimelineEntries(order.events)} empty="No changes recorded yet." />
    </OrderSection>
  );
}

/** Every payment attempt, with what was recorded for a payment received offline. */
export function PaymentAttemptsSection({ order }: { order: AdminOrderDetail }) {
  return (
    <OrderSection id="order-payments" title="Payment attempts">
      {order.payments.length === 0 ? (
        <p className="text-sm text-slate-600">No payment attempts.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
          {order.payments.map((payment) => (
            <li key={payment.merchantOrderId} className="flex flex-col gap-1 px-3 py-2 text-sm">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-mono text-xs break-all text-slate-700">{payment.merchantOrderId}</span>
                <span className="flex items-center gap-2">
                  {formatInr(payment.amount)}
                  {payment.paymentMethod ? ` · ${payment.paymentMethod}` : ''}
                  <Badge tone={paymentStateDetails[payment.state].tone}>{payment.state.toLowerCase()}</Badge>
                </span>
              </span>
              {payment.offline ? (
                <span className="text-xs text-slate-600">
                  Received by {payment.offline.method} on {formatIndiaDay(payment.offline.receivedOn)},
                  reference {payment.offline.reference}; recorded by {payment.offline.recordedBy}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </OrderSection>
  );
}
