import type { Order } from '@launchpad/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { BarChart3, Download, LayoutDashboard, ListOrdered, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { useWelcome, type Visitor } from '../../../lib/use-welcome.ts';
import { orderStats } from '../order-stats.ts';
import { downloadOrdersCsv } from '../orders-csv.ts';
import { AnalyticsPanel } from './analytics-panel.tsx';
import { LaunchLead } from './launch-lead.tsx';
import { OrderStatCards } from './order-stat-cards.tsx';
import { OrdersPanel } from './orders-panel.tsx';
import { OverviewPanel } from './overview-panel.tsx';

const tabs = ['overview', 'orders', 'analytics'] as const;
type Tab = (typeof tabs)[number];

function isTab(value: string | null): value is Tab {
  return tabs.includes(value as Tab);
}

interface Props {
  userName: string;
  /** Whom the dashboard greets: "Welcome" on a new account's first visit, "Welcome back" after. */
  visitor: Visitor;
  ordersQuery: UseQueryResult<Order[]>;
}

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

/** The tab shown: `?tab=` picks the first and follows the tab chosen, so Back returns to it. */
function useDashboardTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  // Local state first: tabs must follow the arrow keys at once; the URL is replaced after it.
  const [tab, setTab] = useState<Tab>(isTab(tabParam) ? tabParam : 'overview');
  const navigate = useNavigate();
  const linkedOrder = searchParams.get('order');
  useEffect(() => {
    if (linkedOrder) navigate(paths.order(linkedOrder), { replace: true });
  }, [linkedOrder, navigate]);
  const selectTab = (value: string) => {
    const next = isTab(value) ? value : 'overview';
    setTab(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [tab, selectTab] as const;
}

function DashboardHeader({
  userName,
  visitor,
  orders,
}: {
  userName: string;
  visitor: Visitor;
  orders: Order[] | undefined;
}) {
  const welcome = useWelcome('dashboard', visitor);
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {welcome}, {firstName(userName)}!
        </h1>
        <p className="text-sm text-slate-600">Track your orders and your launch progress.</p>
      </div>
      <div className="flex gap-3">
        <Button
          variant="outline"
          className="flex-1 sm:flex-none"
          disabled={!orders || orders.length === 0}
          onClick={() => orders && downloadOrdersCsv(orders)}
        >
          <Download aria-hidden="true" className="size-4" />
          Export
        </Button>
        <Link to={paths.home} className={buttonClasses({ className: 'flex-1 sm:flex-none' })}>
          <Plus aria-hidden="true" className="size-4" />
          New Package
        </Link>
      </div>
    </header>
  );
}

/** The launch under way, the figures and the three tabs, once the orders are in. */
function DashboardBody({
  orders,
  tab,
  selectTab,
}: {
  orders: Order[];
  tab: Tab;
  selectTab: (value: string) => void;
}) {
  const stats = orderStats(orders);
  return (
    <>
      <LaunchLead orders={orders} />
      <OrderStatCards stats={stats} />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="overview">
            <LayoutDashboard aria-hidden="true" />
            Overview
          </TabsTrigger>
          <TabsTrigger value="orders">
            <ListOrdered aria-hidden="true" />
            Orders
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <BarChart3 aria-hidden="true" />
            Analytics
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewPanel orders={orders} stats={stats} onViewAllPending={() => selectTab('orders')} />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersPanel orders={orders} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsPanel orders={orders} stats={stats} />
        </TabsContent>
      </Tabs>
    </>
  );
}

/**
 * The order dashboard: the launch under way first, then the figures and the tabs. `?tab=` picks
 * the first tab and follows the tab chosen, so Back from an order's page returns to the same tab;
 * `?order=`, from links of the time when an order opened in a dialog here, leads to its page.
 */
export function OrderDashboard({ userName, visitor, ordersQuery }: Props) {
  const [tab, selectTab] = useDashboardTab();
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader userName={userName} visitor={visitor} orders={ordersQuery.data} />
      <QueryState
        query={ordersQuery}
        what="your orders"
        loading="Loading your orders…"
        // Not an empty list: a paying customer would read that as a lost order (decision 004).
        errorNote="Your orders are safe; this is a problem reaching our server."
      >
        {(orders) => <DashboardBody orders={orders} tab={tab} selectTab={selectTab} />}
      </QueryState>
    </div>
  );
}
