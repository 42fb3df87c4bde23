import { MessageSquare } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { MessageComposer, MessageList } from '../../../components/ui/message-thread.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useOrderMessagesQuery } from '../api/get-order-messages.ts';
import { useSendOrderMessageMutation } from '../api/send-order-message.ts';

const fileUrl = (orderId: string) => (fileId: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/messages/files/${encodeURIComponent(fileId)}`;

/**
 * The order's conversation with the team: the messages, oldest first, and a form to write. A reply
 * arrives without a reload (the page's live updates refresh the thread).
 */
export function OrderMessages({ orderId }: { orderId: string }) {
  const thread = useOrderMessagesQuery(orderId);
  const send = useSendOrderMessageMutation(orderId);
  return (
    <section id="messages" aria-labelledby="messages-heading" className="flex scroll-mt-24 flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="messages-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <MessageSquare aria-hidden="true" className="size-5 text-brand-700" />
          Messages
        </h2>
        <p className="text-sm text-slate-600">
          Ask our team anything about this order. We reply here and let you know by email.
        </p>
      </div>
      <Card className="flex flex-col gap-5 p-4 sm:p-5">
        <QueryState query={thread} what="the messages" loading="Loading messages…" loadingClassName="py-6">
          {(data) => (
            <MessageList
              messages={data.messages}
              mine="customer"
              fileUrl={fileUrl(orderId)}
              empty="No messages yet. Write to us below."
            />
          )}
        </QueryState>
        <MessageComposer
          label="Your message"
          pending={send.isPending}
          error={send.error?.message}
          onSend={({ body, file }) => send.mutateAsync({ body, file })}
        />
      </Card>
    </section>
  );
}
