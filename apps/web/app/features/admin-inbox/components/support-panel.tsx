import { formatDateTime, type SupportQueueFilter, type SupportThread } from '@launchpad/shared';
import { type ReactNode, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FilterButtons } from '../../../components/ui/list-filters.tsx';
import { Loading, QueryError } from '../../../components/ui/query-state.tsx';
import { useSupportQueueQuery } from '../api/support.ts';
import { OrderConversation } from './order-conversation.tsx';

const filters: { value: SupportQueueFilter; label: string }[] = [
  { value: 'awaiting', label: 'Awaiting a reply' },
  { value: 'mine', label: 'Assigned to me' },
  { value: 'all', label: 'All conversations' },
];

/** How long a customer has waited: "35 min", "5 h", "2 days". */
export function waitingFor(since: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

function QueueRow({
  thread,
  open,
  onOpen,
  children,
}: {
  thread: SupportThread;
  open: boolean;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <li data-testid="support-thread">
      <button
        type="button"
        onClick={onOpen}
        aria-expanded={open}
        className="flex w-full flex-col gap-1 rounded-xl px-3 py-2.5 text-left hover:bg-slate-50 focus-visible:bg-slate-50"
      >
        <span className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-slate-900">{thread.customerName}</span>
          <span className="font-mono text-xs text-slate-600">{thread.reference}</span>
          <span className="text-slate-600">{thread.packageName}</span>
          {thread.unreadCount > 0 ? <Badge tone="info">{thread.unreadCount} unread</Badge> : null}
        </span>
        <span className="line-clamp-2 text-sm text-slate-700">{thread.lastMessage}</span>
        <span className="text-xs text-slate-600">
          {thread.awaitingReplySince
            ? `Waiting ${waitingFor(thread.awaitingReplySince)}`
            : `Answered · last message ${formatDateTime(thread.lastMessageAt)}`}
          {' · '}
          {thread.assignee ? `Held by ${thread.assignee.name}` : 'Unassigned'}
        </span>
      </button>
      {children}
    </li>
  );
}

/**
 * The support queue: every order's conversation, those awaiting a reply first (the longest waiting
 * at the top), with its wait, unread messages and the admin holding it; one opens below its row.
 */
export function SupportPanel({ adminId }: { adminId: string }) {
  const [filter, setFilter] = useState<SupportQueueFilter>('awaiting');
  const [openOrderId, setOpenOrderId] = useState<string | null>(null);
  const queue = useSupportQueueQuery(filter);
  return (
    <div className="flex flex-col gap-4">
      <FilterButtons legend="Which conversations" value={filter} options={filters} onChange={setFilter}>
        {queue.data ? (
          <span className="text-sm text-slate-700">
            {queue.data.awaitingCount} awaiting a reply · {queue.data.unreadCount} unread
          </span>
        ) : null}
      </FilterButtons>
      {queue.data ? (
        queue.data.threads.length === 0 ? (
          <EmptyState>No conversations here. Customers' questions about their orders appear here.</EmptyState>
        ) : (
          <Card className="p-2">
            <ul className="flex flex-col divide-y divide-slate-200">
              {queue.data.threads.map((thread) => (
                <QueueRow
                  key={thread.orderId}
                  thread={thread}
                  open={openOrderId === thread.orderId}
                  onOpen={() => setOpenOrderId(openOrderId === thread.orderId ? null : thread.orderId)}
                >
                  {openOrderId === thread.orderId ? (
                    <div className="px-3 pt-2 pb-4">
                      <OrderConversation orderId={thread.orderId} adminId={adminId} />
                    </div>
                  ) : null}
                </QueueRow>
              ))}
            </ul>
          </Card>
        )
      ) : queue.isError ? (
        <QueryError what="the support queue" message={queue.error.message} onRetry={() => queue.refetch()} />
      ) : (
        <Loading label="Loading the support queue…" className="py-12" />
      )}
    </div>
  );
}
