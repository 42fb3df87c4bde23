import type { AdminTab } from '@launchpad/shared';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { OrdersCustomer } from '../../features/admin-orders/components/admin-orders-panel.tsx';
import { type ConsolePanelProps, isShownTab, type ShownTab } from './console-tabs.tsx';

/**
 * The console's state: the open tab (from `?tab=` at first, when it is one of the tabs the role
 * sees; else the first of them) and the customer the Orders tab is narrowed to, with what the
 * panels are handed to change them.
 */
export function useConsoleState(adminId: string, tabs: readonly ShownTab[]) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const tabParam = searchParams.get('tab');
  const firstTab: AdminTab = tabs[0]?.value ?? 'orders';
  // Local state, not the URL: arrow keys move between tabs at once, without a navigation each.
  const [tab, setTab] = useState<AdminTab>(isShownTab(tabs, tabParam) ? tabParam : firstTab);
  // "View orders" on the Users tab: the Orders tab, narrowed to that customer until cleared.
  const [ordersCustomer, setOrdersCustomer] = useState<OrdersCustomer | null>(null);
  // Links of the time when an order opened in a dialog (`?order=`) lead to its page.
  const linkedOrder = searchParams.get('order');
  useEffect(() => {
    if (linkedOrder) navigate(paths.adminOrder(linkedOrder), { replace: true });
  }, [linkedOrder, navigate]);

  const panelProps: ConsolePanelProps = {
    adminId,
    openOrder: (orderId) => navigate(paths.adminOrder(orderId)),
    ordersCustomer,
    viewOrdersOf: (customer) => {
      setOrdersCustomer({ id: customer.id, name: customer.name });
      setTab('orders');
    },
    showAllCustomers: () => setOrdersCustomer(null),
  };
  return {
    tab,
    showTab: (value: string) => setTab(isShownTab(tabs, value) ? value : firstTab),
    panelProps,
  };
}
