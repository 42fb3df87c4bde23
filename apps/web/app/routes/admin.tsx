import { isStaffRole } from '@launchpad/shared';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MetaFunction } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Loading } from '../components/ui/query-state.tsx';
import { useAdminSummaryQuery } from '../features/admin-orders/api/get-admin-summary.ts';
import { useSignedInGuard } from '../features/auth/use-signed-in-guard.ts';
import { adminKeys } from '../lib/admin-keys.ts';
import { isApiError, isSessionEnded } from '../lib/api-client.ts';
import { StaffAccess } from '../lib/staff-access.tsx';
import { useLiveUpdates } from '../lib/use-live-updates.ts';
import { useSession } from '../lib/use-session.ts';
import { AdminConsole } from './admin/admin-console.tsx';
import { NotAllowed } from './admin/not-allowed.tsx';

export const meta: MetaFunction = () => [
  { title: 'Admin Panel | Launchpad' },
  { name: 'robots', content: 'noindex' },
];

const adminLiveKeys = () => [
  adminKeys.summary(),
  adminKeys.orders(),
  adminKeys.invoices(),
  adminKeys.support(),
];

/**
 * /admin. Signed out goes to /login. The server decides what each member of the team may do (it
 * reads the role from the database on every call and answers 403 otherwise); the remembered profile
 * only spares a customer a request that would be refused and picks the tabs the role opens, and is
 * refreshed from the server at every visit.
 */
export default function AdminRoute() {
  const { user } = useSession();
  const staff = user !== null && isStaffRole(user.role);
  const summaryQuery = useAdminSummaryQuery({ enabled: staff });
  useSignedInGuard(summaryQuery.error);
  // Every order's changes: the summary, the orders list and board, an open order and its launch,
  // the invoice register (a payment issues an invoice) and the support queue and conversations.
  useLiveUpdates(adminLiveKeys, { enabled: staff });
  const forbidden = isApiError(summaryQuery.error) && summaryQuery.error.status === 403;

  let content: ReactNode;
  if (user && (!staff || forbidden)) {
    content = <NotAllowed />;
  } else if (user && summaryQuery.data) {
    content = (
      <StaffAccess staffRole={user.role}>
        <AdminConsole
          adminId={user.id}
          adminName={user.name}
          role={user.role}
          visitor={user}
          summary={summaryQuery.data}
        />
      </StaffAccess>
    );
  } else if (user && summaryQuery.isError && !isSessionEnded(summaryQuery.error)) {
    content = (
      <Alert variant="error">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>The admin panel could not be loaded: {summaryQuery.error.message}</span>
          <Button size="sm" variant="outline" onClick={() => summaryQuery.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      </Alert>
    );
  } else {
    content = <Loading label="Loading the admin panel…" className="py-24" />;
  }

  return <section className="flex-1 bg-slate-50 px-4 py-6 sm:px-6 lg:px-8">{content}</section>;
}
