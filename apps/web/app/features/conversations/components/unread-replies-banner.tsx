import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useUnreadMessagesQuery } from '../api/get-unread-messages.ts';

/** Says which orders have replies from the team not read yet, each a link to its conversation. */
export function UnreadRepliesBanner() {
  const unread = useUnreadMessagesQuery();
  if (!unread.data || unread.data.total === 0) return null;
  const { total, orders } = unread.data;
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <MessageSquare aria-hidden="true" className="size-4 shrink-0" />
      <span className="font-semibold">
        {total === 1 ? 'You have a new reply from our team' : `You have ${total} new replies from our team`}
      </span>
      {orders.map((order) => (
        <Link
          key={order.orderId}
          to={`${paths.order(order.orderId)}#messages`}
          className="font-medium text-brand-800 underline underline-offset-2"
        >
          Order {order.reference} ({order.count})
        </Link>
      ))}
    </div>
  );
}
