import type { PaymentState } from '@launchpad/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const look: Record<PaymentState, { tone: BadgeTone; label: string }> = {
  COMPLETED: { tone: 'success', label: 'Paid' },
  PENDING: { tone: 'warning', label: 'Pending' },
  FAILED: { tone: 'danger', label: 'Failed' },
};

export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return <Badge tone={look[state].tone}>{look[state].label}</Badge>;
}
