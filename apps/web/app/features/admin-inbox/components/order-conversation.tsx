import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { MessageComposer, MessageList } from '../../../components/ui/message-thread.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAssignThreadMutation, useOrderThreadQuery, useSendStaffMessageMutation } from '../api/support.ts';

const fileUrl = (orderId: string) => (fileId: string) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/messages/files/${encodeURIComponent(fileId)}`;

/**
 * An order's conversation for the team: every message and internal note, who holds it, and a form
 * to answer the customer (mailed to them once per burst) or to leave a note only the team sees.
 */
export function OrderConversation({ orderId, adminId }: { orderId: string; adminId: string }) {
  const thread = useOrderThreadQuery(orderId);
  const send = useSendStaffMessageMutation(orderId);
  const assign = useAssignThreadMutation();
  const [internal, setInternal] = useState(false);
  const assignee = thread.data?.assignee ?? null;
  return (
    <section aria-labelledby={`conversation-${orderId}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`conversation-${orderId}`} className="text-sm font-semibold text-slate-900">
          Conversation with the customer
        </h3>
        {thread.data && thread.data.messages.length > 0 ? (
          <div className="flex items-center gap-2 text-sm text-slate-700">
            <span>
              {assignee ? `Held by ${assignee.id === adminId ? 'you' : assignee.name}` : 'Unassigned'}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={assign.isPending}
              onClick={() => assign.mutate({ orderId, assignee: assignee?.id === adminId ? null : 'me' })}
            >
              {assignee?.id === adminId ? 'Unassign' : 'Assign to me'}
            </Button>
          </div>
        ) : null}
      </div>
      <QueryState
        query={thread}
        what="the conversation"
        loading="Loading the conversation…"
        loadingClassName="py-6"
      >
        {(data) => (
          <MessageList
            messages={data.messages}
            mine="staff"
            fileUrl={fileUrl(orderId)}
            empty="The customer has not written about this order."
          />
        )}
      </QueryState>
      <MessageComposer
        label={internal ? 'Internal note (the customer never sees it)' : 'Reply to the customer'}
        submitLabel={internal ? 'Add note' : 'Send reply'}
        pending={send.isPending}
        error={send.error?.message}
        onSend={({ body, file }) => send.mutateAsync({ body, file, internal })}
      >
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={internal}
            onChange={(event) => setInternal(event.target.checked)}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          Internal note for the team
        </label>
      </MessageComposer>
    </section>
  );
}
