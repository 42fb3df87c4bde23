import { orderStatusLabel } from '@launchpad/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

// Spec: completed green, in-progress blue, pending yellow, cancelled red; any other value neutral.
const tones: Record<string, BadgeTone> = {
  completed: 'success',
  'in-progress': 'info',
  pending: 'warning',
  cancelled: 'danger',
};

export function orderStatusTone(status: string): BadgeTone {
  return tones[status] ?? 'neutral';
}

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={orderStatusTone(status)}>{orderStatusLabel(status)}</Badge>;
}
