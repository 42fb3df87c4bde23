import { type OrderActivity, timelineTitle } from '@launchpad/shared';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Timeline, type TimelineEntry } from '../../../components/ui/timeline.tsx';
import { paths } from '../../../config/paths.ts';
import { useOrderActivityQuery } from '../api/get-order-activity.ts';
import { timelineActor } from '../order-timeline.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One change as an entry: what happened to which package, and a link to its order. */
function activityEntry(event: OrderActivity): TimelineEntry {
  const title = timelineTitle(event);
  return {
    key: event.id,
    title: `${title} · ${event.packageName} Package`,
    at: event.createdAt,
    by: timelineActor(event.actor),
    note: event.reason && event.reason !== title ? event.reason : null,
    action: (
      <Link
        to={paths.order(event.orderId)}
        className="font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        View order <span className="font-mono">{event.orderReference}</span>
      </Link>
    ),
  };
}

/** View Activity: the newest changes across the user's orders, each linking to its order. */
export function OrderActivityDialog({ open, onOpenChange }: Props) {
  const activity = useOrderActivityQuery({ enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Recent Activity</DialogTitle>
        <DialogDescription>The latest changes to your orders, newest first.</DialogDescription>
        <QueryState query={activity} what="your activity" loading="Loading activity…" loadingClassName="py-6">
          {(events) => (
            <Timeline
              entries={events.map(activityEntry)}
              empty="No activity yet. Orders you place will show here."
            />
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
