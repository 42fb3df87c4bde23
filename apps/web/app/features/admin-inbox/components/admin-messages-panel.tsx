import {
  type AdminContactMessage,
  type ContactMessageFilter,
  contactReference,
  formatDateTime,
  telHref,
} from '@launchpad/shared';
import { Check, Mail, Phone, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FilterButtons } from '../../../components/ui/list-filters.tsx';
import { PagedList } from '../../../components/ui/list-pager.tsx';
import { Loading, QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { useContactMessagesQuery } from '../api/get-contact-messages.ts';
import { useUpdateContactMessageMutation } from '../api/update-contact-message.ts';
import { ContactReplies, RaiseComplaintButton, ReplyButton } from './contact-message-actions.tsx';

const filters: { value: ContactMessageFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unhandled', label: 'Not handled' },
  { value: 'handled', label: 'Handled' },
];

function MessageCard({ message }: { message: AdminContactMessage }) {
  const update = useUpdateContactMessageMutation();
  const handled = message.handledAt !== null;
  return (
    <article
      aria-label={`Message from ${message.name}: ${message.subject}`}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm sm:p-5',
        handled ? 'border-slate-200' : 'border-brand-200 ring-1 ring-brand-100',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{message.subject}</h3>
          <p className="text-xs text-slate-600">
            <span className="font-mono">{contactReference(message.id)}</span> ·{' '}
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {message.service ? (
            <Badge tone="neutral">About: {message.serviceTitle ?? message.service}</Badge>
          ) : null}
          {message.grievance ? (
            <Badge tone="info">
              Complaint <span className="font-mono">{message.grievance.number}</span> raised
            </Badge>
          ) : null}
          {handled ? <Badge tone="success">Handled</Badge> : <Badge tone="warning">Not handled</Badge>}
        </div>
      </div>
      <p className="text-sm break-words whitespace-pre-line text-slate-800">{message.message}</p>
      <ContactReplies name={message.name} replies={message.replies} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="font-medium text-slate-900">{message.name}</span>
          <a
            className="inline-flex min-w-0 items-center gap-1 break-words text-brand-700 hover:underline"
            href={`mailto:${message.email}`}
          >
            <Mail aria-hidden="true" className="size-3.5 shrink-0" />
            {message.email}
          </a>
          {message.phone ? (
            <a
              className="inline-flex items-center gap-1 text-brand-700 hover:underline"
              href={telHref(message.phone)}
            >
              <Phone aria-hidden="true" className="size-3.5" />
              {message.phone}
            </a>
          ) : null}
        </p>
        <div className="flex flex-wrap gap-2">
          <ReplyButton message={message} />
          <RaiseComplaintButton message={message} />
          <Button
            size="sm"
            variant={handled ? 'outline' : 'secondary'}
            disabled={update.isPending}
            onClick={() => update.mutate({ messageId: message.id, handled: !handled })}
          >
            {update.isPending ? (
              <Spinner className="size-4" />
            ) : handled ? (
              <Undo2 aria-hidden="true" className="size-4" />
            ) : (
              <Check aria-hidden="true" className="size-4" />
            )}
            {handled ? 'Mark as not handled' : 'Mark handled'}
          </Button>
        </div>
      </div>
    </article>
  );
}

/**
 * The Messages tab: contact-form messages, newest first, each with its answers and the ways to answer
 * it, raise it as a complaint, or mark it handled.
 */
export function AdminMessagesPanel() {
  const [filter, setFilter] = useState<ContactMessageFilter>('all');
  const pages = useCursorPages({ filter });
  const messagesQuery = useContactMessagesQuery({ filter, cursor: pages.cursor });
  const page = messagesQuery.data;

  return (
    <div className="flex flex-col gap-4">
      <FilterButtons legend="Show messages" value={filter} options={filters} onChange={setFilter}>
        {page ? <span className="text-sm text-slate-600">{page.unhandledCount} not handled</span> : null}
      </FilterButtons>

      {messagesQuery.isError ? (
        <QueryError
          what="the messages"
          message={messagesQuery.error.message}
          onRetry={() => messagesQuery.refetch()}
        />
      ) : null}

      {page === undefined && messagesQuery.isPending ? <Loading label="Loading messages…" /> : null}

      {page ? (
        <PagedList
          pages={pages}
          shown={page.messages.length}
          total={null}
          nextCursor={page.nextCursor}
          loading={messagesQuery.isFetching}
          noun="messages"
          empty={filter === 'unhandled' ? 'Every message has been handled.' : 'No messages yet.'}
        >
          <ul className="flex flex-col gap-3">
            {page.messages.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ul>
        </PagedList>
      ) : null}
    </div>
  );
}
