import { type OrderEvent, type OrderEventActor, orderStatusLabel } from '@launchpad/shared';

const actorLabels: Record<OrderEventActor, string> = {
  customer: 'You',
  staff: 'Launchpad team',
  provider: 'Payment provider',
  system: 'Launchpad',
};

/** The headline of one timeline entry: what happened to the order. */
/** Entries about money that leave the status as it is: failed attempts, refused or extra payments. */
const isPaymentNote = (reason: string | null | undefined) => !reason || /^(Extra )?[Pp]ayment\b/.test(reason);

export function timelineTitle(
  event: Pick<OrderEvent, 'fromStatus' | 'toStatus'> & { reason?: string | null },
): string {
  if (event.fromStatus === null) return 'Order placed';
  if (event.fromStatus === 'pending' && event.toStatus === 'in-progress') return 'Payment received';
  if (event.fromStatus === event.toStatus)
    return isPaymentNote(event.reason) ? 'Payment update' : 'Launch update';
  return `Status changed to ${orderStatusLabel(event.toStatus)}`;
}

export function timelineActor(actor: OrderEventActor): string {
  return actorLabels[actor];
}
