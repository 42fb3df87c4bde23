import { type OrderEvent, type OrderEventActor, orderStatusLabel } from '@launchpad/shared';

const actorLabels: Record<OrderEventActor, string> = {
  customer: 'You',
  staff: 'Launchpad team',
  provider: 'Payment provider',
  system: 'Launchpad',
};

/** The headline of one timeline entry: what happened to the order. */
export function timelineTitle(event: Pick<OrderEvent, 'fromStatus' | 'toStatus'>): string {
  if (event.fromStatus === null) return 'Order placed';
  if (event.fromStatus === 'pending' && event.toStatus === 'in-progress') return 'Payment received';
  if (event.fromStatus === event.toStatus) return 'Payment update';
  return `Status changed to ${orderStatusLabel(event.toStatus)}`;
}

export function timelineActor(actor: OrderEventActor): string {
  return actorLabels[actor];
}
