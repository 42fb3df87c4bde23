import { type AuditEntry, formatDateTime, orderReference, staffActionDetails } from '@launchpad/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Table, type TableColumn } from '../../../components/ui/table.tsx';

/** What a row lets the reader do: narrow the trail to a person or an order, or open the order. */
export interface EntryActions {
  onlyPerson: (entry: AuditEntry) => void;
  onlyOrder: (orderId: string) => void;
  openOrder: (orderId: string) => void;
}

/** What an entry acted on, in words. */
const targetNames: Record<AuditEntry['targetKind'], string> = {
  order: 'Order',
  account: 'Account',
  'contact-message': 'Contact message',
  mail: 'Mail',
  complaint: 'Complaint',
  conversation: 'Conversation',
};

/** The request's fields as "field: value" lines (objects as JSON). */
function changeLines(changes: AuditEntry['changes']): string[] {
  return Object.entries(changes).map(
    ([key, value]) =>
      `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`,
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry.changes);
  if (lines.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="flex flex-col gap-0.5 text-xs break-words text-slate-700">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function Person({ entry, actions }: { entry: AuditEntry; actions: EntryActions }) {
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span className="break-all text-slate-900">{entry.personEmail}</span>
      <span className="text-xs text-slate-600">{entry.personRole}</span>
      {entry.personId ? (
        <Button size="sm" variant="link" onClick={() => actions.onlyPerson(entry)}>
          Only this person
        </Button>
      ) : null}
    </span>
  );
}

function Target({ entry, actions }: { entry: AuditEntry; actions: EntryActions }) {
  const { orderId } = entry;
  if (!orderId) {
    return (
      <span className="text-slate-700">
        {targetNames[entry.targetKind]}
        {entry.targetId ? <span className="block font-mono text-xs break-all">{entry.targetId}</span> : null}
      </span>
    );
  }
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Button size="sm" variant="link" onClick={() => actions.openOrder(orderId)}>
        Order {orderReference(orderId)}
      </Button>
      <Button size="sm" variant="link" onClick={() => actions.onlyOrder(orderId)}>
        Only this order
      </Button>
    </span>
  );
}

const when = (entry: AuditEntry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>;

/** From `lg`: one row per action. */
function columns(actions: EntryActions): TableColumn<AuditEntry>[] {
  return [
    { key: 'at', header: 'When', className: 'whitespace-nowrap text-slate-700', cell: when },
    {
      key: 'person',
      header: 'Who',
      className: 'max-w-56',
      cell: (e) => <Person entry={e} actions={actions} />,
    },
    {
      key: 'action',
      header: 'What',
      className: 'text-slate-900',
      cell: (entry) => staffActionDetails[entry.action].label,
    },
    { key: 'target', header: 'On', cell: (entry) => <Target entry={entry} actions={actions} /> },
    {
      key: 'changes',
      header: 'Asked for',
      className: 'max-w-72',
      cell: (entry) => <Changes entry={entry} />,
    },
    {
      key: 'address',
      header: 'From',
      className: 'font-mono text-xs whitespace-nowrap text-slate-700',
      cell: (entry) => entry.address ?? '—',
    },
  ];
}

/** Below `lg`: one card per action. */
function EntryCard({ entry, actions }: { entry: AuditEntry; actions: EntryActions }) {
  return (
    <article
      aria-label={staffActionDetails[entry.action].label}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">{staffActionDetails[entry.action].label}</span>
        <span className="text-xs text-slate-600">{when(entry)}</span>
      </div>
      <Person entry={entry} actions={actions} />
      <Target entry={entry} actions={actions} />
      {Object.keys(entry.changes).length > 0 ? <Changes entry={entry} /> : null}
      {entry.address ? <span className="font-mono text-xs text-slate-600">From {entry.address}</span> : null}
    </article>
  );
}

/** The actions loaded so far, as a table on wide screens and cards on narrow ones. */
export function ActivityEntries({ entries, actions }: { entries: AuditEntry[]; actions: EntryActions }) {
  return (
    <Table
      caption="What the team did, newest first"
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={columns(actions)}
      card={(entry) => <EntryCard entry={entry} actions={actions} />}
      breakpoint="lg"
      dense
    />
  );
}
