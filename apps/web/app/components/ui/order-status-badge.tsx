import { orderStatusLabel, orderStatusTone } from '@launchpad/shared';
import { Badge } from './badge.tsx';

/** An order's status as a coloured label; the label and colour of each status live in the shared list. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={orderStatusTone(status)} data-status={status}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
