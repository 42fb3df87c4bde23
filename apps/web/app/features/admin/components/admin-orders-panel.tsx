import { ADMIN_PAGE_SIZE, adminStatusOptions, type OrderStatus, orderStatusSchema } from '@launchpad/shared';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { ordersExportUrl, useAdminOrdersQuery } from '../api/get-admin-orders.ts';
import { useCursorPages } from '../use-cursor-pages.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { AdminOrderCard } from './admin-order-card.tsx';
import { ListPager } from './list-pager.tsx';
import { SearchBox } from './search-box.tsx';

const ALL_STATUSES = 'all';

/** The Orders tab: search, status filter, CSV export and the paged list of every customer's orders. */
export function AdminOrdersPanel({ onOpenOrder }: { onOpenOrder: (orderId: string) => void }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const q = useDebouncedValue(search);
  const pages = useCursorPages();
  const [filtersFor, setFiltersFor] = useState({ q, status });
  // New filters start again at the first page.
  const filtersChanged = filtersFor.q !== q || filtersFor.status !== status;
  if (filtersChanged) {
    setFiltersFor({ q, status });
    pages.reset();
  }
  const ordersQuery = useAdminOrdersQuery({ q, status, cursor: filtersChanged ? undefined : pages.cursor });

  const page = ordersQuery.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <SearchBox
            id={searchId}
            label="Search orders"
            value={search}
            onChange={setSearch}
            placeholder="Customer name, email or order ID"
          />
        </div>
        <div className="flex items-end gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5 md:w-48 md:flex-none">
            <span id={`${searchId}-status`} className="text-sm font-medium text-slate-800">
              Status
            </span>
            <Select
              value={status ?? ALL_STATUSES}
              onValueChange={(value) => {
                const parsed = orderStatusSchema.safeParse(value);
                setStatus(parsed.success ? parsed.data : undefined);
              }}
            >
              <SelectTrigger aria-labelledby={`${searchId}-status`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL_STATUSES}>All statuses</SelectItem>
                {adminStatusOptions.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <a href={ordersExportUrl({ q, status })} download className={buttonClasses({ variant: 'outline' })}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        </div>
      </div>

      {ordersQuery.isError ? (
        <LoadError what="Orders" message={ordersQuery.error.message} onRetry={() => ordersQuery.refetch()} />
      ) : null}

      {page === undefined && ordersQuery.isPending ? <Loading label="Loading orders…" /> : null}

      {page ? (
        <>
          {page.orders.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-slate-600">
              {q || status ? 'No orders match this search.' : 'No orders yet.'}
            </p>
          ) : (
            <ul className="flex flex-col gap-3" aria-busy={ordersQuery.isFetching}>
              {page.orders.map((order) => (
                <li key={order.id}>
                  <AdminOrderCard order={order} onOpen={onOpenOrder} />
                </li>
              ))}
            </ul>
          )}
          <ListPager
            page={pages.page}
            pageSize={ADMIN_PAGE_SIZE}
            shown={page.orders.length}
            total={page.total}
            hasNext={page.nextCursor !== null}
            loading={ordersQuery.isFetching}
            noun="orders"
            onPrevious={pages.previous}
            onNext={() => pages.next(page.nextCursor)}
          />
        </>
      ) : null}
    </div>
  );
}
