import { formatDateTime } from '@launchpad/shared';
import { RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useOrderActivityQuery } from '../api/get-order-activity.ts';
import { timelineActor, timelineTitle } from '../order-timeline.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** View Activity: the newest changes across the user's orders, each linking to its order. */
export function OrderActivityDialog({ open, onOpenChange }: Props) {
  const activity = useOrderActivityQuery({ enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Recent Activity</DialogTitle>
        <DialogDescription>The latest changes to your orders, newest first.</DialogDescription>
        {activity.data ? (
          activity.data.length === 0 ? (
            <p className="text-sm text-slate-600">No activity yet. Orders you place will show here.</p>
          ) : (
            <ol className="flex flex-col divide-y divide-slate-200">
              {activity.data.map((event) => (
                <li key={event.id} className="flex flex-col gap-0.5 py-3 first:pt-0">
                  <span className="text-sm font-semibold text-slate-900">
                    {timelineTitle(event)} · {event.packageName} Package
                  </span>
                  <span className="text-xs text-slate-600">
                    <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time> ·{' '}
                    {timelineActor(event.actor)}
                  </span>
                  {event.reason && event.reason !== timelineTitle(event) ? (
                    <span className="text-sm break-words text-slate-700">{event.reason}</span>
                  ) : null}
                  <Link
                    to={paths.order(event.orderId)}
                    className="self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    View order <span className="font-mono">{event.orderReference}</span>
                  </Link>
                </li>
              ))}
            </ol>
          )
        ) : activity.isError ? (
          <>
            <Alert variant="error">We could not load your activity. {activity.error.message}</Alert>
            <Button variant="outline" className="self-start" onClick={() => activity.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          </>
        ) : (
          <div role="status" className="flex items-center gap-3 py-6 text-slate-700">
            <Spinner className="size-5 text-brand-600" />
            Loading activity…
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
