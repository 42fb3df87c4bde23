import { formatDateTime, formatInr, paymentStateDetails, telHref } from '@launchpad/shared';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAdminOrderQuery } from '../api/get-admin-order.ts';
import { LaunchPanel } from './launch-panel.tsx';
import { OfflinePaymentButton } from './offline-payment-dialog.tsx';
import { OrderNotesForm } from './order-notes-form.tsx';
import { OrderRefundsSection } from './order-refunds-section.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';
import { OrderTimeline } from './order-timeline.tsx';

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'min-w-0 min-[420px]:col-span-2' : 'min-w-0'}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One order for the admin: facts, status, notes, payment attempts and the timeline of changes. */
export function OrderDetailDialog({
  orderId,
  adminId,
  onClose,
}: {
  orderId: string | null;
  /** The signed-in admin, who can take the order over. */
  adminId: string;
  onClose: () => void;
}) {
  const orderQuery = useAdminOrderQuery(orderId);
  const order = orderQuery.data;
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {order ? (
          <>
            <div className="flex flex-col gap-2">
              <DialogTitle>{order.packageName} Package</DialogTitle>
              <DialogDescription>
                Order <span className="font-mono">{order.reference}</span> for {order.customer.name}
              </DialogDescription>
              <div>
                <OrderStatusBadge status={order.status} />
              </div>
            </div>
            <dl className="grid grid-cols-1 gap-3 rounded-xl bg-slate-50 p-4 min-[420px]:grid-cols-2">
              <Fact label="Customer" wide>
                {order.customer.name}
                <br />
                <a
                  className="break-words text-brand-700 underline-offset-2 hover:underline"
                  href={`mailto:${order.customer.email}`}
                >
                  {order.customer.email}
                </a>
                {order.customer.phone ? (
                  <>
                    <br />
                    <a
                      className="text-brand-700 underline-offset-2 hover:underline"
                      href={telHref(order.customer.phone)}
                    >
                      {order.customer.phone}
                    </a>
                  </>
                ) : null}
              </Fact>
              <Fact label="Amount">{formatInr(order.amount)}</Fact>
              <Fact label="Created">{formatDateTime(order.createdAt)}</Fact>
              <Fact label="Paid">
                {order.paidAt
                  ? `${formatDateTime(order.paidAt)}${order.paymentMethod ? ` by ${order.paymentMethod}` : ''}`
                  : 'Not paid'}
              </Fact>
              <Fact label="Order ID">
                <span className="font-mono">{order.reference}</span>
              </Fact>
            </dl>
            <section aria-labelledby="order-status-heading" className="flex flex-col gap-2">
              <h3 id="order-status-heading" className="text-sm font-semibold text-slate-900">
                Status
              </h3>
              <OrderStatusSelect
                orderId={order.id}
                paid={order.paidAt !== null}
                status={order.status}
                orderLabel={`${order.packageName} Package ${order.reference} for ${order.customer.name}`}
                className="max-w-xs"
              />
              {order.status === 'pending' && order.paidAt === null ? (
                <OfflinePaymentButton order={order} />
              ) : null}
            </section>
            <OrderRefundsSection order={order} />
            <OrderNotesForm orderId={order.id} notes={order.notes} />
            <LaunchPanel orderId={order.id} adminId={adminId} />
            <section aria-labelledby="order-timeline-heading" className="flex flex-col gap-3">
              <h3 id="order-timeline-heading" className="text-sm font-semibold text-slate-900">
                Timeline
              </h3>
              <OrderTimeline events={order.events} />
            </section>
            {order.payments.length > 0 ? (
              <section aria-labelledby="order-payments-heading" className="flex flex-col gap-2">
                <h3 id="order-payments-heading" className="text-sm font-semibold text-slate-900">
                  Payment attempts
                </h3>
                <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
                  {order.payments.map((payment) => (
                    <li
                      key={payment.merchantOrderId}
                      className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
                    >
                      <span className="font-mono text-xs break-all text-slate-700">
                        {payment.merchantOrderId}
                      </span>
                      <span className="flex items-center gap-2">
                        {formatInr(payment.amount)}
                        {payment.paymentMethod ? ` · ${payment.paymentMethod}` : ''}
                        <Badge tone={paymentStateDetails[payment.state].tone}>
                          {payment.state.toLowerCase()}
                        </Badge>
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : (
          <>
            <DialogTitle>Order details</DialogTitle>
            <DialogDescription className="sr-only">
              The order, its payments and its timeline.
            </DialogDescription>
            {orderQuery.isError ? (
              <Alert variant="error">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <span>{orderQuery.error.message}</span>
                  {isApiError(orderQuery.error) && orderQuery.error.status === 404 ? null : (
                    <Button size="sm" variant="outline" onClick={() => orderQuery.refetch()}>
                      <RotateCw aria-hidden="true" className="size-4" />
                      Try again
                    </Button>
                  )}
                </div>
              </Alert>
            ) : (
              <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
                <Spinner className="size-6 text-brand-600" />
                Loading the order…
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
