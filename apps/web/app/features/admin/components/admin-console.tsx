import type { AdminSummary } from '@launchpad/shared';
import {
  FileText,
  FileUser,
  Inbox,
  LifeBuoy,
  ListOrdered,
  Mail,
  Rocket,
  ShieldAlert,
  Users,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { AdminInvoicesPanel } from './admin-invoices-panel.tsx';
import { AdminMailPanel } from './admin-mail-panel.tsx';
import { AdminMessagesPanel } from './admin-messages-panel.tsx';
import { AdminOrdersPanel, type OrdersCustomer } from './admin-orders-panel.tsx';
import { AdminSummaryCards } from './admin-summary-cards.tsx';
import { AdminUsersPanel } from './admin-users-panel.tsx';
import { ComplaintsPanel } from './complaints-panel.tsx';
import { DataRequestsPanel } from './data-requests-panel.tsx';
import { LaunchBoardPanel } from './launch-board-panel.tsx';
import { SupportPanel } from './support-panel.tsx';

/** The console's tabs, in order: the value `?tab=` names, the label and its icon. */
const adminTabs = [
  { value: 'orders', label: 'Orders', Icon: ListOrdered },
  { value: 'launches', label: 'Launch board', Icon: Rocket },
  { value: 'users', label: 'Users', Icon: Users },
  { value: 'messages', label: 'Messages', Icon: Inbox },
  { value: 'support', label: 'Support', Icon: LifeBuoy },
  { value: 'complaints', label: 'Complaints', Icon: ShieldAlert },
  { value: 'mail', label: 'Mail', Icon: Mail },
  { value: 'invoices', label: 'Invoices', Icon: FileText },
  { value: 'data-requests', label: 'Data requests', Icon: FileUser },
] as const;
type Tab = (typeof adminTabs)[number]['value'];

function isTab(value: string | null): value is Tab {
  return adminTabs.some((tab) => tab.value === value);
}

/** The tabs' names, Messages with the count of messages not handled yet. */
function AdminTabList({ unhandledMessages }: { unhandledMessages: number }) {
  return (
    <TabsList aria-label="Admin sections">
      {adminTabs.map(({ value, label, Icon }) => (
        <TabsTrigger key={value} value={value}>
          <Icon aria-hidden="true" />
          {label}
          {value === 'messages' && unhandledMessages > 0 ? (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 text-white">
              {unhandledMessages}
              <span className="sr-only"> not handled</span>
            </span>
          ) : null}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

/**
 * The admin screen: summary cards, then Orders (default), Launch board, Users, Messages (the
 * contact inbox), Support (the order conversations' queue), Complaints, Mail, Invoices and Data requests tabs.
 * `?tab=` opens a tab; an order opens on its own page (`/admin/orders/:orderId`).
 */
export function AdminConsole({
  adminId,
  adminName,
  summary,
}: {
  adminId: string;
  adminName: string;
  summary: AdminSummary;
}) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const tabParam = searchParams.get('tab');
  // Local state, not the URL: arrow keys move between tabs at once, without a navigation each.
  const [tab, setTab] = useState<Tab>(isTab(tabParam) ? tabParam : 'orders');
  const openOrder = (orderId: string) => navigate(paths.adminOrder(orderId));
  // "View orders" on the Users tab: the Orders tab, narrowed to that customer until cleared.
  const [ordersCustomer, setOrdersCustomer] = useState<OrdersCustomer | null>(null);
  const viewOrdersOf = (customer: OrdersCustomer) => {
    setOrdersCustomer({ id: customer.id, name: customer.name });
    setTab('orders');
  };
  // Links of the time when an order opened in a dialog (`?order=`) lead to its page.
  const linkedOrder = searchParams.get('order');
  useEffect(() => {
    if (linkedOrder) navigate(paths.adminOrder(linkedOrder), { replace: true });
  }, [linkedOrder, navigate]);

  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Admin Panel</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Welcome back, {adminName}
        </h1>
        <p className="text-sm text-slate-600">Every customer, order and message of Launchpad.</p>
      </header>

      <AdminSummaryCards summary={summary} />

      <Tabs value={tab} onValueChange={(value) => setTab(isTab(value) ? value : 'orders')}>
        <AdminTabList unhandledMessages={summary.unhandledMessages} />
        <TabsContent value="orders">
          <AdminOrdersPanel
            onOpenOrder={openOrder}
            customer={ordersCustomer}
            onShowAllCustomers={() => setOrdersCustomer(null)}
          />
        </TabsContent>
        <TabsContent value="launches">
          <LaunchBoardPanel onOpenOrder={openOrder} />
        </TabsContent>
        <TabsContent value="users">
          <AdminUsersPanel adminId={adminId} onViewOrders={viewOrdersOf} />
        </TabsContent>
        <TabsContent value="messages">
          <AdminMessagesPanel />
        </TabsContent>
        <TabsContent value="support">
          <SupportPanel adminId={adminId} />
        </TabsContent>
        <TabsContent value="complaints">
          <ComplaintsPanel />
        </TabsContent>
        <TabsContent value="mail">
          <AdminMailPanel />
        </TabsContent>
        <TabsContent value="invoices">
          <AdminInvoicesPanel />
        </TabsContent>
        <TabsContent value="data-requests">
          <DataRequestsPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
