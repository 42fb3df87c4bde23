import { type PaymentState, paymentStateDetails } from '@launchpad/shared';
import { Badge } from '../../../components/ui/badge.tsx';

export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const { tone, label } = paymentStateDetails[state];
  return <Badge tone={tone}>{label}</Badge>;
}
