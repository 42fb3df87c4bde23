import { z } from 'zod';

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

/** An order as its owner sees it, with its package's features from the catalogue. */
export const orderSchema = z.object({
  id: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  /** Whole rupees charged for this order (the list price when it was placed). */
  amount: z.number().int(),
  /** Today's list price of the package (spec §9 sums these); the order amount for a retired package. */
  packageValue: z.number().int(),
  /**
   * One of `orderStatuses`. Kept open on the wire so that a status added later shows with a neutral
   * look (spec §4) instead of breaking the dashboard.
   */
  status: z.string(),
  notes: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  features: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** `data` of `GET /api/orders`: the signed-in user's orders, newest first. */
export const orderListSchema = z.array(orderSchema);

/** `data` of `GET /api/orders/:id`: one order with its timeline, oldest event first. */
export const orderDetailSchema = orderSchema.extend({ events: z.array(orderEventSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** One line of the account's recent activity: an order event with the order it belongs to. */
export const orderActivitySchema = orderEventSchema.extend({
  orderId: z.string(),
  packageName: z.string(),
});
export type OrderActivity = z.infer<typeof orderActivitySchema>;

/** `data` of `GET /api/orders/activity`: the newest events across the user's orders. */
export const orderActivityListSchema = z.array(orderActivitySchema);

/** Path parameter of `GET /api/orders/:id`; anything that is not an order id is simply not found. */
export const orderIdParamsSchema = z.object({ id: z.string().max(100) });
