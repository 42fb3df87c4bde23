import type { AdminSummary } from '@launchpad/shared';
import { FileText, Inbox, ListOrdered, Mail, Rocket, Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { AdminInvoicesPanel } from './admin-invoices-panel.tsx';
import { AdminMailPanel } from './admin-mail-panel.tsx';
import { AdminMessagesPanel } from './admin-messages-panel.tsx';
import { AdminOrdersPanel } from './admin-orders-panel.tsx';
import { AdminSummaryCards } from './admin-summary-cards.tsx';
import { AdminUsersPanel } from './admin-users-panel.tsx';
import { LaunchBoardPanel } from './launch-board-panel.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';

const tabs = ['orders', 'launches', 'users', 'messages', 'mail', 'invoices'] as const;
type Tab = (typeof tabs)[number];

function isTab(value: string | null): value is Tab {
  return tabs.includes(value as Tab);
}

/**
 * The admin screen: summary cards, then Orders (default), Launch board, Users, Messages,
 * Mail and Invoices tabs.
 * `?tab=` opens a tab and `?order=` an order's details, so both survive a reload and Back.
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
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  // Local state, not the URL: arrow keys move between tabs at once, without a navigation each.
  const [tab, setTab] = useState<Tab>(isTab(tabParam) ? tabParam : 'orders');
  const openOrderId = searchParams.get('order');

  const setOrderParam = (orderId: string | null) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (orderId === null) next.delete('order');
        else next.set('order', orderId);
        return next;
      },
      { replace: orderId === null, preventScrollReset: true },
    );
  };

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
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="orders">
            <ListOrdered aria-hidden="true" />
            Orders
          </TabsTrigger>
          <TabsTrigger value="launches">
            <Rocket aria-hidden="true" />
            Launch board
          </TabsTrigger>
          <TabsTrigger value="users">
            <Users aria-hidden="true" />
            Users
          </TabsTrigger>
          <TabsTrigger value="messages">
            <Inbox aria-hidden="true" />
            Messages
            {summary.unhandledMessages > 0 ? (
              <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 text-white">
                {summary.unhandledMessages}
                <span className="sr-only"> not handled</span>
              </span>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="mail">
            <Mail aria-hidden="true" />
            Mail
          </TabsTrigger>
          <TabsTrigger value="invoices">
            <FileText aria-hidden="true" />
            Invoices
          </TabsTrigger>
        </TabsList>
        <TabsContent value="orders">
          <AdminOrdersPanel onOpenOrder={setOrderParam} />
        </TabsContent>
        <TabsContent value="launches">
          <LaunchBoardPanel onOpenOrder={setOrderParam} />
        </TabsContent>
        <TabsContent value="users">
          <AdminUsersPanel />
        </TabsContent>
        <TabsContent value="messages">
          <AdminMessagesPanel />
        </TabsContent>
        <TabsContent value="mail">
          <AdminMailPanel />
        </TabsContent>
        <TabsContent value="invoices">
          <AdminInvoicesPanel />
        </TabsContent>
      </Tabs>

      <OrderDetailDialog orderId={openOrderId} adminId={adminId} onClose={() => setOrderParam(null)} />
    </div>
  );
}
