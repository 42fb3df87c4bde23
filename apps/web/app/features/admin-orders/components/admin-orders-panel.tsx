import {
  type AdminUser,
  adminStatusOptions,
  type OrderAttentionFlag,
  type OrderStatus,
  orderAttentionOptions,
} from '@launchpad/shared';
import { Download, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { FilterSelect } from '../../../components/ui/list-filters.tsx';
import { PagedList } from '../../../components/ui/list-pager.tsx';
import { Loading, QueryError } from '../../../components/ui/query-state.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { useAllows } from '../../../lib/staff-access.tsx';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { ordersExportUrl, useAdminOrdersQuery } from '../api/get-admin-orders.ts';
import { AdminOrderCard } from './admin-order-card.tsx';

/** The customer whose orders alone are shown, chosen on the Users tab. */
export type OrdersCustomer = Pick<AdminUser, 'id' | 'name'>;

/** Says whose orders alone are listed, with the way back to everyone's. */
function OnlyCustomerNotice({ customer, onShowAll }: { customer: OrdersCustomer; onShowAll?: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm">
      <p className="text-slate-900">
        Showing the orders of <span className="font-semibold">{customer.name}</span> only.
      </p>
      <Button variant="outline" size="sm" onClick={onShowAll}>
        <X aria-hidden="true" className="size-4" />
        Show every customer
      </Button>
    </div>
  );
}

type OrderFilterValues = Parameters<typeof ordersExportUrl>[0];

/** The status and "needs" filters, and the CSV of the orders they select. */
function OrderFilters({
  filters,
  setStatus,
  setNeeds,
}: {
  filters: OrderFilterValues;
  setStatus: (status: OrderStatus | undefined) => void;
  setNeeds: (needs: OrderAttentionFlag | undefined) => void;
}) {
  const { status, needs } = filters;
  const mayExport = useAllows('exports.csv');
  return (
    <div className="grid grid-cols-2 items-end gap-3 md:flex">
      <FilterSelect
        label="Status"
        anyLabel="All statuses"
        value={status}
        options={adminStatusOptions}
        onChange={setStatus}
        className="flex min-w-0 flex-1 flex-col gap-1.5 md:w-48 md:flex-none"
      />
      <FilterSelect
        label="Needs"
        anyLabel="Anything"
        value={needs}
        options={orderAttentionOptions}
        onChange={setNeeds}
        className="flex min-w-0 flex-1 flex-col gap-1.5 md:w-56 md:flex-none"
      />
      {mayExport ? (
        <a
          href={ordersExportUrl(filters)}
          download
          className={buttonClasses({ variant: 'outline', className: 'col-span-2 md:col-span-1' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      ) : null}
    </div>
  );
}

/**
 * The Orders tab: search, status and "needs" filters, CSV export and the paged list of every
 * customer's orders, or of one customer's when `customer` is given.
 */
export function AdminOrdersPanel({
  onOpenOrder,
  customer,
  onShowAllCustomers,
}: {
  onOpenOrder: (orderId: string) => void;
  customer?: OrdersCustomer | null;
  onShowAllCustomers?: () => void;
}) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const [needs, setNeeds] = useState<OrderAttentionFlag | undefined>(undefined);
  const q = useDebouncedValue(search);
  const userId = customer?.id;
  const pages = useCursorPages({ q, status, needs, userId });
  const ordersQuery = useAdminOrdersQuery({ q, status, needs, userId, cursor: pages.cursor });

  const page = ordersQuery.data;
  return (
    <div className="flex flex-col gap-4">
      {customer ? <OnlyCustomerNotice customer={customer} onShowAll={onShowAllCustomers} /> : null}
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <SearchBox
            id={searchId}
            label="Search orders"
            value={search}
            onChange={setSearch}
            placeholder="Name, email, phone or reference"
          />
        </div>
        <OrderFilters filters={{ q, status, needs, userId }} setStatus={setStatus} setNeeds={setNeeds} />
      </div>

      {ordersQuery.isError ? (
        <QueryError
          what="the orders"
          message={ordersQuery.error.message}
          onRetry={() => ordersQuery.refetch()}
        />
      ) : null}

      {page === undefined && ordersQuery.isPending ? <Loading label="Loading orders…" /> : null}

      {page ? (
        <PagedList
          pages={pages}
          shown={page.orders.length}
          total={page.total}
          nextCursor={page.nextCursor}
          loading={ordersQuery.isFetching}
          noun="orders"
          empty={q || status || needs || userId ? 'No orders match this search.' : 'No orders yet.'}
        >
          <ul className="flex flex-col gap-3" aria-busy={ordersQuery.isFetching}>
            {page.orders.map((order) => (
              <li key={order.id}>
                <AdminOrderCard order={order} onOpen={onOpenOrder} />
              </li>
            ))}
          </ul>
        </PagedList>
      ) : null}
    </div>
  );
}
