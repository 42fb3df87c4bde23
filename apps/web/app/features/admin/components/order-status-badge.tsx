import { orderStatusLabel } from '@launchpad/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

// Spec §2: completed green, in-progress blue, pending yellow, otherwise red.
const tones: Record<string, BadgeTone> = {
  completed: 'success',
  'in-progress': 'info',
  pending: 'warning',
};

export function adminStatusTone(status: string): BadgeTone {
  return tones[status] ?? 'danger';
}

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={adminStatusTone(status)} data-status={status}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
