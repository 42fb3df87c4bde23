import type { OrderStatus, OrderWriter } from '@launchpad/shared';
import type { OrderRow } from '../../db/schema.ts';

// A change of an order's status as the transitions apply it and its notices read it; a file of
// its own so that the transitions may name the notices they call without an import cycle.

export interface OrderMove {
  /** The order as read under its row lock (`OrderReads.lockById`) in this transaction. */
  order: OrderRow;
  to: OrderStatus;
  writer: OrderWriter;
  /** What the timeline records as actor: a user id, 'provider' or 'system'. */
  actor: string;
  reason: string | null;
  /** An admin's statement that the order was paid outside the provider (sets paidAt). */
  paidOffline?: boolean;
  paymentMethod?: string | null;
  /** What the change does with the customer's money, in the words of their mail. */
  moneyNote?: string | null;
}
