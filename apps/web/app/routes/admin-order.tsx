import { type AdminOrderDetail, isStaffRole, roleAllows, type UserRole } from '@launchpad/shared';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type MetaFunction, useParams } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { OrderStatusBadge } from '../components/ui/order-status-badge.tsx';
import { Loading, QueryError } from '../components/ui/query-state.tsx';
import { paths } from '../config/paths.ts';
import { OrderDocuments } from '../features/admin-billing/components/order-documents.tsx';
import { OrderConversation } from '../features/admin-inbox/components/order-conversation.tsx';
import { LaunchPanel } from '../features/admin-launches/components/launch-panel.tsx';
import { useAdminOrderQuery } from '../features/admin-orders/api/get-admin-order.ts';
import { OrderNotesForm } from '../features/admin-orders/components/order-notes-form.tsx';
import { OrderRefundsSection } from '../features/admin-orders/components/order-refunds-section.tsx';
import {
  OrderSection,
  OrderStatusSection,
  OrderSummarySection,
  OrderTimelineSection,
  PaymentAttemptsSection,
} from '../features/admin-orders/components/order-sections.tsx';
import { useSignedInGuard } from '../features/auth/use-signed-in-guard.ts';
import { adminKeys } from '../lib/admin-keys.ts';
import { isApiError, isSessionEnded } from '../lib/api-client.ts';
import { StaffAccess } from '../lib/staff-access.tsx';
import { useLiveUpdates } from '../lib/use-live-updates.ts';
import { useSession } from '../lib/use-session.ts';
import { NotAllowed } from './admin/not-allowed.tsx';

export const meta: MetaFunction = () => [
  { title: 'Order | Admin | Launchpad' },
  { name: 'robots', content: 'noindex' },
];

const orderLiveKeys = () => [adminKeys.orders(), adminKeys.summary()];

/**
 * The order's sections, the launch and conversation beside its money, status and documents; the
 * conversation and the notes only for a role that answers and writes them (each section hides the
 * actions the role lacks).
 */
function OrderWorkspace({
  order,
  adminId,
  role,
}: {
  order: AdminOrderDetail;
  adminId: string;
  role: UserRole;
}) {
  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{order.packageName} Package</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          Order <span className="font-mono">{order.reference}</span> for {order.customer.name}
          <OrderStatusBadge status={order.status} />
        </p>
      </header>
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <LaunchPanel orderId={order.id} adminId={adminId} />
          {roleAllows(role, 'messages.answer') ? (
            <OrderSection id="order-messages" title="Messages">
              <OrderConversation orderId={order.id} adminId={adminId} />
            </OrderSection>
          ) : null}
          <OrderTimelineSection order={order} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <OrderSummarySection order={order} />
          <OrderStatusSection order={order} />
          <OrderRefundsSection order={order} />
          <OrderSection id="order-documents" title="Invoices and credit notes">
            <OrderDocuments order={order} />
          </OrderSection>
          {roleAllows(role, 'orders.note') ? (
            <OrderSection id="order-notes" title="Notes for the customer">
              <OrderNotesForm orderId={order.id} notes={order.notes} />
            </OrderSection>
          ) : null}
          <PaymentAttemptsSection order={order} />
        </div>
      </div>
    </>
  );
}

/**
 * /admin/orders/:orderId — one order's workspace at full width: summary and money, status, refunds,
 * invoices and notes beside the launch (milestones, documents, deliverables), the timeline and the payment
 * attempts. Each section comes from an admin feature (orders, launches, inbox, billing); this screen
 * only places them.
 */
export default function AdminOrderRoute() {
  const { orderId = '' } = useParams();
  const { user } = useSession();
  const staff = user !== null && isStaffRole(user.role);
  const orderQuery = useAdminOrderQuery(staff ? orderId : null);
  useSignedInGuard(orderQuery.error);
  useLiveUpdates(orderLiveKeys, { enabled: staff });
  const forbidden = isApiError(orderQuery.error) && orderQuery.error.status === 403;
  const order = orderQuery.data;

  let content: ReactNode;
  if (user && (!staff || forbidden)) {
    content = <NotAllowed />;
  } else if (user && order) {
    content = (
      <StaffAccess staffRole={user.role}>
        <OrderWorkspace order={order} adminId={user.id} role={user.role} />
      </StaffAccess>
    );
  } else if (user && isApiError(orderQuery.error) && orderQuery.error.status === 404) {
    content = <Alert variant="error">{orderQuery.error.message}</Alert>;
  } else if (user && orderQuery.isError && !isSessionEnded(orderQuery.error)) {
    content = (
      <QueryError
        what="this order"
        message={orderQuery.error.message}
        onRetry={() => orderQuery.refetch()}
        retrying={orderQuery.isFetching}
      />
    );
  } else {
    content = <Loading label="Loading the order…" className="py-24" />;
  }

  return (
    <section className="flex-1 bg-slate-50 px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4">
        <Link to={paths.admin} className={buttonClasses({ variant: 'link', className: 'self-start' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All orders
        </Link>
        {content}
      </div>
    </section>
  );
}
