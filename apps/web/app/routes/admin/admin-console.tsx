import { type AdminSummary, roleLabels, type UserRole } from '@launchpad/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { AdminSummaryCards } from '../../features/admin-orders/components/admin-summary-cards.tsx';
import { useWelcome, type Visitor } from '../../lib/use-welcome.ts';
import { type ShownTab, tabsAllowed } from './console-tabs.tsx';
import { useConsoleState } from './use-console-state.ts';

/** The tabs' names, Messages with the count of messages not handled yet. */
function AdminTabList({ tabs, unhandledMessages }: { tabs: readonly ShownTab[]; unhandledMessages: number }) {
  return (
    <TabsList aria-label="Admin sections">
      {tabs.map(({ value, label, Icon }) => (
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
 * contact inbox), Support (the order conversations' queue), Complaints, Mail, Invoices and Data requests tabs,
 * each shown only to a role whose permissions open it. `?tab=` opens a tab; an order opens on its
 * own page (`/admin/orders/:orderId`).
 */
export function AdminConsole({
  adminId,
  adminName,
  role,
  visitor,
  summary,
}: {
  adminId: string;
  adminName: string;
  /** Decides the tabs shown, from the shared permission table. */
  role: UserRole;
  /** Whom the console greets: "Welcome" on a new account's first visit, "Welcome back" after. */
  visitor: Visitor;
  summary: AdminSummary;
}) {
  const welcome = useWelcome('admin', visitor);
  const tabs = tabsAllowed(role);
  const { tab, showTab, panelProps } = useConsoleState(adminId, tabs);

  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Admin Panel</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {welcome}, {adminName}
        </h1>
        <p className="text-sm text-slate-600">
          Every customer, order and message of Launchpad, as your role ({roleLabels[role]}) opens them.
        </p>
      </header>

      <AdminSummaryCards summary={summary} />

      <Tabs value={tab} onValueChange={showTab}>
        <AdminTabList tabs={tabs} unhandledMessages={summary.unhandledMessages} />
        {/* Each panel is headed by its tab's name (for screen readers: the tab shows it), so that
            the h3 of each item in it follows an h2, as heading order asks. */}
        {tabs.map(({ value, label, Panel }) => (
          <TabsContent key={value} value={value}>
            <h2 className="sr-only">{label}</h2>
            <Panel {...panelProps} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
