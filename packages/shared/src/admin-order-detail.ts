/** The admin's view of one order: its timeline with people named, payments, documents and money. */
import { z } from 'zod';
import { adminOrderSchema } from './admin.ts';
import { adminPaymentSchema } from './admin-payments.ts';
import { invoiceSummarySchema } from './billing.ts';
import { orderReceiptSchema } from './order-receipt.ts';
import { refundSchema } from './refunds.ts';

/** Who made a change on the timeline, resolved for the admin. */
export const adminEventActorSchema = z.object({
  kind: z.enum(['customer', 'admin', 'provider', 'system', 'unknown']),
  /** The person's name when the actor is a user. */
  name: z.string().nullable(),
  userId: z.string().nullable(),
});
export type AdminEventActor = z.infer<typeof adminEventActorSchema>;

export const adminOrderEventSchema = z.object({
  id: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actor: adminEventActorSchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminOrderEvent = z.infer<typeof adminOrderEventSchema>;

const documentAmountsSchema = z.object({
  taxableValue: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
});

/** `data` of `GET /api/admin/orders/:id`: the order, its timeline (oldest first) and payments. */
export const adminOrderDetailSchema = adminOrderSchema.extend({
  events: z.array(adminOrderEventSchema),
  payments: z.array(adminPaymentSchema),
  refunds: z.array(refundSchema),
  /** The order's invoices and credit notes, oldest first, each with its place in a correction. */
  invoices: z.array(invoiceSummarySchema),
  /** Whole rupees of completed refunds of the order (extra payments returned are not among them). */
  refundedAmount: z.number().int(),
  /** GST charged on the fee, whole rupees (0 for a bill of supply): with the fields below, `OrderMoneyFacts`. */
  gst: z.number().int(),
  /** A payment completed for the order, or one was recorded offline. */
  paid: z.boolean(),
  /** The fee part of the completed refunds of the charge, as the customer's order states it. */
  refundedFee: z.number().int(),
  /** The GST part of those refunds: what their credit notes reversed. */
  refundedGst: z.number().int(),
  /** The payment that paid the order, as its receipt names it; null until one did. */
  receipt: orderReceiptSchema.nullable(),
  /** Whole rupees of extra (duplicate) payments returned whole, apart from the order's refunds. */
  duplicateRefundedAmount: z.number().int(),
  /** Whole rupees an admin can still refund (of the order's payment with the most left). */
  refundableAmount: z.number().int(),
  /**
   * Where an admin's refund goes now: the payment's method and, when it was invoiced, the invoice's
   * amounts and what credit notes reversed so far, so the form splits a refund into fee and GST.
   */
  refundTo: z
    .object({
      paymentMethod: z.string().nullable(),
      /** The payment was received offline: its money can only be returned offline, and recorded. */
      offline: z.boolean(),
      invoice: documentAmountsSchema.nullable(),
      credited: documentAmountsSchema.nullable(),
    })
    .nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
