import type { AdminTab } from '@launchpad/shared';
import {
  Activity,
  FileText,
  FileUser,
  Inbox,
  LifeBuoy,
  ListOrdered,
  type LucideIcon,
  Mail,
  Rocket,
  ShieldAlert,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { ActivityPanel } from '../../features/admin-audit/components/activity-panel.tsx';
import { AdminInvoicesPanel } from '../../features/admin-billing/components/admin-invoices-panel.tsx';
import { AdminMessagesPanel } from '../../features/admin-inbox/components/admin-messages-panel.tsx';
import { ComplaintsPanel } from '../../features/admin-inbox/components/complaints-panel.tsx';
import { SupportPanel } from '../../features/admin-inbox/components/support-panel.tsx';
import { LaunchBoardPanel } from '../../features/admin-launches/components/launch-board-panel.tsx';
import { AdminMailPanel } from '../../features/admin-mail/components/admin-mail-panel.tsx';
import {
  AdminOrdersPanel,
  type OrdersCustomer,
} from '../../features/admin-orders/components/admin-orders-panel.tsx';
import { CorrectCustomerDialog } from '../../features/admin-privacy/components/correct-customer-dialog.tsx';
import { DataRequestsPanel } from '../../features/admin-privacy/components/data-requests-panel.tsx';
import { AdminUsersPanel } from '../../features/admin-users/components/admin-users-panel.tsx';

/** What the console hands every tab's panel; each panel takes the part it needs. */
export interface ConsolePanelProps {
  adminId: string;
  openOrder: (orderId: string) => void;
  /** The customer whose orders alone the Orders tab lists, chosen on the Users tab. */
  ordersCustomer: OrdersCustomer | null;
  viewOrdersOf: (customer: OrdersCustomer) => void;
  showAllCustomers: () => void;
}

interface ConsoleTab {
  /** What `?tab=` names. */
  value: AdminTab;
  label: string;
  Icon: LucideIcon;
  Panel: (props: ConsolePanelProps) => ReactNode;
}

/**
 * The console's tabs, in the shared order (`adminTabs`), each with its panel from the feature that
 * owns it. The Users tab corrects an account's details with the data requests' dialog.
 */
export const consoleTabs = [
  {
    value: 'orders',
    label: 'Orders',
    Icon: ListOrdered,
    Panel: ({ openOrder, ordersCustomer, showAllCustomers }) => (
      <AdminOrdersPanel
        onOpenOrder={openOrder}
        customer={ordersCustomer}
        onShowAllCustomers={showAllCustomers}
      />
    ),
  },
  {
    value: 'launches',
    label: 'Launch board',
    Icon: Rocket,
    Panel: ({ openOrder }) => <LaunchBoardPanel onOpenOrder={openOrder} />,
  },
  {
    value: 'users',
    label: 'Users',
    Icon: Users,
    Panel: ({ adminId, viewOrdersOf }) => (
      <AdminUsersPanel
        adminId={adminId}
        onViewOrders={viewOrdersOf}
        correctDetails={(user) => <CorrectCustomerDialog customer={user} />}
      />
    ),
  },
  { value: 'messages', label: 'Messages', Icon: Inbox, Panel: AdminMessagesPanel },
  {
    value: 'support',
    label: 'Support',
    Icon: LifeBuoy,
    Panel: ({ adminId }) => <SupportPanel adminId={adminId} />,
  },
  { value: 'complaints', label: 'Complaints', Icon: ShieldAlert, Panel: ComplaintsPanel },
  { value: 'mail', label: 'Mail', Icon: Mail, Panel: AdminMailPanel },
  { value: 'invoices', label: 'Invoices', Icon: FileText, Panel: AdminInvoicesPanel },
  { value: 'data-requests', label: 'Data requests', Icon: FileUser, Panel: DataRequestsPanel },
  {
    value: 'activity',
    label: 'Activity',
    Icon: Activity,
    Panel: ({ openOrder }) => <ActivityPanel onOpenOrder={openOrder} />,
  },
] as const satisfies readonly ConsoleTab[];

// Every tab a link may name has a panel: the compiler refuses a shared tab missing here.
const everyTabShown: [Exclude<AdminTab, (typeof consoleTabs)[number]['value']>] extends [never]
  ? true
  : never = true;
void everyTabShown;

export function isConsoleTab(value: string | null): value is AdminTab {
  return consoleTabs.some((tab) => tab.value === value);
}
