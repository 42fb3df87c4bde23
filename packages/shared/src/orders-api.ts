import { z } from 'zod';
import { billingDetailsSchema, chargeSchema, invoiceSummarySchema } from './billing.ts';
import { cancellationRequestViewSchema } from './cancellation-request.ts';
import { successEnvelope } from './errors.ts';
import {
  calendarDateSchema,
  orderDeliverableSchema,
  orderDocumentSchema,
  orderMilestoneSchema,
  trackStateSchema,
} from './fulfilment-api.ts';
import { orderReceiptSchema } from './order-receipt.ts';
import { cancellationRequestAction, refundArrivalTime } from './promises.ts';
import { refundSchema } from './refunds.ts';
import { plainText, trimmedAtLeast } from './text.ts';

/** Who made a change on an order's timeline, as its owner may see it (never another user's id). */
export const orderEventActors = ['customer', 'staff', 'provider', 'system'] as const;
export const orderEventActorSchema = z.enum(orderEventActors);
export type OrderEventActor = z.infer<typeof orderEventActorSchema>;

/** One entry of an order's append-only timeline: created, paid, a failed payment, a status change. */
export const orderEventSchema = z.object({
  id: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actor: orderEventActorSchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** Whom an order's invoice names (null when no details were given) and what its checkout charged. */
export const orderBillingSchema = z.object({
  recipient: billingDetailsSchema.nullable(),
  placeOfSupply: z.string(),
  charge: chargeSchema,
});
export type OrderBillingSnapshot = z.infer<typeof orderBillingSchema>;

/**
 * An order as its owner sees it. What its package includes is the catalogue's (`findPackage`), which
 * every client holds, so an order does not carry it: the list stays small (decision 019).
 */
export const orderSchema = z.object({
  id: z.string(),
  /** The short reference shown wherever the order is named, e.g. "LP-7K3Q-9XMD" (`orderReference`). */
  reference: z.string(),
  /** The owner's id: a customer only ever receives their own orders, so always their own id. */
  userId: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  /** Whole rupees charged for this order (the list price when it was placed). */
  amount: z.number().int(),
  /** Whole rupees of GST on `amount` as its checkout charged it; 0 for a bill of supply. */
  gst: z.number().int(),
  /** A payment completed for it (or it was paid offline): cancelling then takes a request. */
  paid: z.boolean(),
  /** Today's list price of the package (Total Spent sums these); the order amount for a retired package. */
  packageValue: z.number().int(),
  /**
   * One of `orderStatuses`. Kept open on the wire so that a status added later shows with a neutral
   * look instead of breaking the dashboard.
   */
  status: z.string(),
  notes: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  /** Whole rupees of the order's completed refunds. */
  refundedAmount: z.number().int(),
  /**
   * Whole rupees: the fee part of the completed refunds of what the order was charged (the GST part
   * is reversed by credit notes; an extra payment's automatic refund is not counted). Total Spent nets it.
   */
  refundedFee: z.number().int(),
  /** Whole rupees: the GST part of those refunds, as their credit notes reversed it. */
  refundedGst: z.number().int(),
  /** The order's refunds, oldest first, in every state. */
  refunds: z.array(refundSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the order was last cancelled, while it is cancelled; null otherwise. */
  cancelledAt: z.string().nullable(),
  /** The expected launch day, kept current; null until the order is paid. */
  expectedLaunchDate: calendarDateSchema.nullable(),
  trackState: trackStateSchema.nullable(),
  /** Days the launch moved later for reasons other than waiting on the customer. */
  delayDays: z.number().int().nullable(),
  /** The day since which the launch waits on the customer, while it does. */
  waitingOnCustomerSince: calendarDateSchema.nullable(),
  /** Milestones of the order's plan done, and planned (0 until the order is paid). */
  milestonesDone: z.number().int(),
  milestonesTotal: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

/** `data` of `GET /api/orders`: the signed-in user's orders, newest first. */
export const orderListSchema = z.array(orderSchema);

/** The whole answer of `GET /api/orders`. */
export const orderListResponseSchema = successEnvelope(orderListSchema);
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** `data` of `GET /api/orders/:id`: one order with its timeline, oldest event first. */
export const orderDetailSchema = orderSchema.extend({
  events: z.array(orderEventSchema),
  /** When the customer asked to cancel it; null when no request is open. */
  cancellationRequestedAt: z.string().nullable(),
  /** The latest cancellation request and how it ended; null when none was made. */
  cancellationRequest: cancellationRequestViewSchema.nullable(),
  /** The billing details and charge as checkout fixed them (null before any). */
  billing: orderBillingSchema.nullable(),
  /** The payment that paid the order, as its receipt names it; null until one did. */
  receipt: orderReceiptSchema.nullable(),
  invoices: z.array(invoiceSummarySchema),
  /** The launch day of the plan when the order was paid. */
  plannedLaunchDate: calendarDateSchema.nullable(),
  /** A government step is still to come: dates after it are an estimate. */
  governmentCaveat: z.boolean(),
  /** In plan order; empty until the order is paid. */
  milestones: z.array(orderMilestoneSchema),
  documents: z.array(orderDocumentSchema),
  deliverables: z.array(orderDeliverableSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** One line of the account's recent activity: an order event with the order it belongs to. */
export const orderActivitySchema = orderEventSchema.extend({
  orderId: z.string(),
  /** The order's short reference (`orderReference`). */
  orderReference: z.string(),
  packageName: z.string(),
});
export type OrderActivity = z.infer<typeof orderActivitySchema>;

/** `data` of `GET /api/orders/activity`: the newest events across the user's orders. */
export const orderActivityListSchema = z.array(orderActivitySchema);

/** Body of `POST /api/orders/:id/cancellation-request`: why the customer wants to cancel a paid order. */
export const cancellationRequestSchema = z.object({
  reason: plainText()
    .trim()
    .regex(trimmedAtLeast(1), 'Tell us why you want to cancel')
    .max(500, 'Reason must be at most 500 characters'),
});
export type CancellationRequest = z.input<typeof cancellationRequestSchema>;

/** Messages of cancelling an order: only before work begins; a refund takes 5–7 working days. */
export const cancellationMessages = {
  cancelled: 'Your order has been cancelled.',
  paidCannotCancel: `This order has been paid, so it cannot be cancelled directly. ${cancellationRequestAction} on its page instead: we refund to the original payment source within ${refundArrivalTime} if work has not begun.`,
  requested: 'Your cancellation request has been sent. We will reply on this order.',
  completedCannotCancel: 'This order is completed, so it can no longer be cancelled. Please contact support.',
  unpaidCancelDirectly: 'This order has not been paid: you can cancel it directly.',
  alreadyCancelled: 'This order is already cancelled.',
} as const;

/** Path parameter of `GET /api/orders/:id`; anything that is not an order id is simply not found. */
export const orderIdParamsSchema = z.object({ id: z.string().max(100) });
