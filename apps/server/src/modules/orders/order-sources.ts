import type {
  InvoiceSummary,
  OrderBillingSnapshot,
  OrderDeliverable,
  OrderDocument,
  OrderMilestone,
  OrderReceipt,
  Refund,
} from '@launchpad/shared';
import type { OrderRow } from '../../db/schema.ts';

/*
 * What an order's pages read from the modules built after the orders (billing, fulfilment,
 * payments). Those modules' services fit these shapes; the orders never import them.
 */

/** An order's refunds as its customer sees them, and how much of them returned what it was charged. */
export interface RefundsOfOrder {
  refunds: Refund[];
  /**
   * Whole rupees of the completed refunds decided by an admin: an extra payment's automatic refund
   * returns money the order never counted.
   */
  chargeRefunded: number;
}

/** What the order page shows of a launch beside the order's own columns. */
export interface LaunchPlan {
  milestones: OrderMilestone[];
  documents: OrderDocument[];
  deliverables: OrderDeliverable[];
}

/** What the order pages read from billing: its documents, its billing snapshot, the GST credited. */
export interface OrderBillingReads {
  invoicesOfOrder(orderId: string): Promise<InvoiceSummary[]>;
  orderBilling(order: Pick<OrderRow, 'billing'>): OrderBillingSnapshot | null;
  creditedTaxByOrders(orderIds: string[]): Promise<Map<string, number>>;
}

/** What the order page reads from payments: the receipt of the payment that paid it. */
export type OrderReceiptReader = (order: Pick<OrderRow, 'id' | 'paidAt'>) => Promise<OrderReceipt | null>;

/** What the order page reads from fulfilment: the order's launch. */
export interface LaunchPlanReader {
  readPlan(orderId: string): Promise<LaunchPlan>;
}
