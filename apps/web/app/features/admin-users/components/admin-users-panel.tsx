import { type AdminUser, formatDate, formatIndianNumber, isStaffRole, roleLabels } from '@launchpad/shared';
import { ListOrdered, ShieldCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PagedList } from '../../../components/ui/list-pager.tsx';
import { Loading, QueryError } from '../../../components/ui/query-state.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { useAllows } from '../../../lib/staff-access.tsx';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAdminUsersQuery } from '../api/get-admin-users.ts';
import { InviteUserDialog } from './invite-user-dialog.tsx';
import { UserActionsDialog } from './user-actions-dialog.tsx';

type ViewOrders = (user: Pick<AdminUser, 'id' | 'name'>) => void;
/** The way to correct an account's details, which the data requests own: the console passes it in. */
type CorrectDetails = (user: AdminUser) => ReactNode;

/** One account: who, its state, when it joined and its orders, with the actions on it. */
function UserRow({
  user,
  adminId,
  onViewOrders,
  correctDetails,
}: {
  user: AdminUser;
  adminId: string;
  onViewOrders: ViewOrders;
  correctDetails: CorrectDetails;
}) {
  return (
    <li className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {user.name}
          {isStaffRole(user.role) ? (
            <Badge tone="info">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              {roleLabels[user.role]}
            </Badge>
          ) : null}
          {user.deactivated ? <Badge tone="danger">Deactivated</Badge> : null}
          {user.invitationPending && !user.deactivated ? (
            <Badge tone="warning">Invitation pending</Badge>
          ) : null}
        </p>
        <p className="text-sm break-words text-slate-700">{user.email}</p>
        {user.phone ? <p className="text-sm text-slate-700">{user.phone}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:justify-end">
        <dl className="flex gap-6 text-sm sm:text-right">
          <div>
            <dt className="text-xs text-slate-500">Joined</dt>
            <dd className="text-slate-800">{formatDate(user.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Orders</dt>
            <dd className="font-semibold text-slate-900">{formatIndianNumber(user.orderCount)}</dd>
          </div>
        </dl>
        <Button
          variant="outline"
          size="sm"
          aria-label={`View orders of ${user.name}`}
          onClick={() => onViewOrders(user)}
        >
          <ListOrdered aria-hidden="true" className="size-4" />
          View orders
        </Button>
        {correctDetails(user)}
        <UserActionsDialog user={user} adminId={adminId} />
      </div>
    </li>
  );
}

/**
 * The Users tab: name, email, phone, joined date, the account's state and number of orders; each
 * row opens the customer's orders and the account's actions the viewer's role allows (confirmed one
 * by one); owners invite people and give them their role.
 */
export function AdminUsersPanel({
  adminId,
  onViewOrders,
  correctDetails,
}: {
  adminId: string;
  onViewOrders: ViewOrders;
  correctDetails: CorrectDetails;
}) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const pages = useCursorPages({ q });
  const usersQuery = useAdminUsersQuery({ q, cursor: pages.cursor });
  const page = usersQuery.data;
  const mayInvite = useAllows('staff.manage');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <SearchBox
            id={searchId}
            label="Search users"
            value={search}
            onChange={setSearch}
            placeholder="Name or email"
          />
        </div>
        {mayInvite ? <InviteUserDialog /> : null}
      </div>

      {usersQuery.isError ? (
        <QueryError
          what="the users"
          message={usersQuery.error.message}
          onRetry={() => usersQuery.refetch()}
        />
      ) : null}

      {page === undefined && usersQuery.isPending ? <Loading label="Loading users…" /> : null}

      {page ? (
        <PagedList
          pages={pages}
          shown={page.users.length}
          total={page.total}
          nextCursor={page.nextCursor}
          loading={usersQuery.isFetching}
          noun="users"
          empty={q ? 'No users match this search.' : 'No users yet.'}
        >
          <ul className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {page.users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                adminId={adminId}
                onViewOrders={onViewOrders}
                correctDetails={correctDetails}
              />
            ))}
          </ul>
        </PagedList>
      ) : null}
    </div>
  );
}
