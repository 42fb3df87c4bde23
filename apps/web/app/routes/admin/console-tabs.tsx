import { type AdminTab, type Permission, roleAllows, type UserRole } from '@launchpad/shared';
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
import { useAllows } from '../../lib/staff-access.tsx';

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
  /** What the tab shows needs this permission: a role without it does not see the tab. */
  permission: Permission;
  Icon: LucideIcon;
  Panel: (props: ConsolePanelProps) => ReactNode;
}

/** The Users tab; correcting an account's details is the data requests' work, for roles that handle them. */
function UsersTab({ adminId, viewOrdersOf }: ConsolePanelProps) {
  const mayCorrect = useAllows('privacy.handle');
  return (
    <AdminUsersPanel
      adminId={adminId}
      onViewOrders={viewOrdersOf}
      correctDetails={(user) => (mayCorrect ? <CorrectCustomerDialog customer={user} /> : null)}
    />
  );
}

/**
 * The console's tabs, in the shared order (`adminTabs`), each with its panel from the feature that
 * owns it. The Users tab corrects an account's details with the data requests' dialog.
 */
export const consoleTabs = [
  {
    value: 'orders',
    label: 'Orders',
    permission: 'orders.read',
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
    permission: 'orders.read',
    Icon: Rocket,
    Panel: ({ openOrder }) => <LaunchBoardPanel onOpenOrder={openOrder} />,
  },
  {
    value: 'users',
    label: 'Users',
    permission: 'users.read',
    Icon: Users,
    Panel: UsersTab,
  },
  {
    value: 'messages',
    label: 'Messages',
    permission: 'contact.read',
    Icon: Inbox,
    Panel: AdminMessagesPanel,
  },
  {
    value: 'support',
    label: 'Support',
    permission: 'messages.answer',
    Icon: LifeBuoy,
    Panel: ({ adminId }) => <SupportPanel adminId={adminId} />,
  },
  {
    value: 'complaints',
    label: 'Complaints',
    permission: 'complaints.answer',
    Icon: ShieldAlert,
    Panel: ComplaintsPanel,
  },
  { value: 'mail', label: 'Mail', permission: 'mail.read', Icon: Mail, Panel: AdminMailPanel },
  {
    value: 'invoices',
    label: 'Invoices',
    permission: 'invoices.read',
    Icon: FileText,
    Panel: AdminInvoicesPanel,
  },
  {
    value: 'data-requests',
    label: 'Data requests',
    permission: 'privacy.handle',
    Icon: FileUser,
    Panel: DataRequestsPanel,
  },
  {
    value: 'activity',
    label: 'Activity',
    permission: 'audit.read',
    Icon: Activity,
    Panel: ({ openOrder }) => <ActivityPanel onOpenOrder={openOrder} />,
  },
] as const satisfies readonly ConsoleTab[];

// Every tab a link may name has a panel: the compiler refuses a shared tab missing here.
const everyTabShown: [Exclude<AdminTab, (typeof consoleTabs)[number]['value']>] extends [never]
  ? true
  : never = true;
void everyTabShown;

export type ShownTab = (typeof consoleTabs)[number];

/** The tabs a role may open, in the console's order: each tab's permission, from the shared table. */
export function tabsAllowed(role: UserRole): ShownTab[] {
  return consoleTabs.filter((tab) => roleAllows(role, tab.permission));
}

/** Whether `value` names one of these tabs. */
export function isShownTab(tabs: readonly ShownTab[], value: string | null): value is AdminTab {
  return tabs.some((tab) => tab.value === value);
}
