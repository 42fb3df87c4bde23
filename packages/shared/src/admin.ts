import { z } from 'zod';
import { type OrderStatus, orderStatusDetails, orderStatuses, orderStatusSchema } from './orders.ts';
import { opaqueCursor } from './pagination.ts';
import { offlineRefundRequestSchema } from './refunds.ts';
import { plainText, trimmedAtLeast } from './text.ts';

/** The admin screen's status dropdown: Pending, In Progress, Completed, Cancelled (each status's `choice`). */
export const adminStatusOptions: readonly { value: OrderStatus; label: string }[] = orderStatuses.map(
  (status) => ({ value: status, label: orderStatusDetails[status].choice }),
);

/** Page size of every admin list unless the request asks for another. */
export const ADMIN_PAGE_SIZE = 25;

/**
 * The search box: words that begin words of a customer's name or email ("pri sha"), the start of an
 * email (anything with an @), an order's reference ("LP-7K3Q-9XMD", case and dashes as typed) or
 * its whole id.
 */
export const searchSchema = plainText()
  .trim()
  .max(100, 'Search at most 100 characters')
  .optional()
  .transform((value) => (value ? value : undefined));

/** An opaque position in a list, returned as `nextCursor`. */
export const cursorSchema = z.string().min(1).max(200).meta(opaqueCursor).optional();

export const limitSchema = z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE);

/** Path parameter of the admin's order and message calls. */
export const adminIdParamsSchema = z.object({ id: z.guid('Not a valid id') });

/** `data` of `GET /api/admin/summary`. Amounts are whole rupees. */
export const adminSummarySchema = z.object({
  totalUsers: z.number().int(),
  totalOrders: z.number().int(),
  completedOrders: z.number().int(),
  /**
   * Revenue: fees actually collected and kept, GST apart. The amounts of orders with a completed
   * payment (or a recorded offline one), less the fee part of refunds that reached customers (an
   * extra payment refunded automatically was never counted, so neither is its refund).
   */
  collectedRevenue: z.number(),
  /** Booked, not revenue: the amounts of orders still waiting for their payment. */
  unpaidBookedRevenue: z.number(),
  unpaidBookedOrders: z.number().int(),
  /** The fee part of refunds that reached customers, admin-decided ones (their GST is reversed by credit notes). */
  refundedRevenue: z.number(),
  /** GST charged on invoices less GST reversed by credit notes (whole rupees): not revenue, owed to the government. */
  taxCollected: z.number(),
  /** Refunds asked for that have not reached the customer yet, every kind (whole rupees). */
  refundsOutstanding: z.number(),
  paidOrders: z.number().int(),
  ordersByStatus: z.record(orderStatusSchema, z.number().int()),
  unhandledMessages: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

/** What the team has to act on in an order: documents sent for review, a cancellation asked for. */
export const orderAttentionFlags = ['documents-to-review', 'cancellation-requested'] as const;
export type OrderAttentionFlag = (typeof orderAttentionFlags)[number];
export const orderAttentionLabels: Record<OrderAttentionFlag, string> = {
  'documents-to-review': 'Documents to review',
  'cancellation-requested': 'Cancellation requested',
};
export const orderAttentionOptions = orderAttentionFlags.map((value) => ({
  value,
  label: orderAttentionLabels[value],
}));
/** The `needs` filter of the order list and the launch board. */
export const orderAttentionSchema = z.enum(orderAttentionFlags, {
  error: `Choose one of: ${orderAttentionFlags.join(', ')}`,
});

/** Query of `GET /api/admin/orders` and of its CSV export. */
export const adminOrdersQuerySchema = z.object({
  q: searchSchema,
  status: orderStatusSchema.optional(),
  /** Only orders with documents waiting for review, or with an open cancellation request. */
  needs: orderAttentionSchema.optional(),
  /** Only the orders of this customer (the Users tab's "View orders"). */
  userId: z.guid('Not a valid user id').optional(),
  cursor: cursorSchema,
  limit: limitSchema,
});

/** Query of the CSV export: the list's filters, without paging. */
export const adminOrdersExportQuerySchema = adminOrdersQuerySchema.pick({
  q: true,
  status: true,
  needs: true,
  userId: true,
});

/** The customer of an order, as an admin sees it. */
export const adminCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

/** One order in the admin's list. */
export const adminOrderSchema = z.object({
  id: z.string(),
  /** The short reference the customer sees too, e.g. "LP-7K3Q-9XMD" (`orderReference`). */
  reference: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  /** Whole rupees. */
  amount: z.number().int(),
  status: orderStatusSchema,
  notes: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  /** When the first payment completed (or an admin recorded an offline payment); null when unpaid. */
  paidAt: z.string().nullable(),
  /** When the customer asked to cancel this paid order; null when no request is open. */
  cancellationRequestedAt: z.string().nullable(),
  /** Documents the customer sent that wait for the team's review. */
  documentsToReview: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  customer: adminCustomerSchema,
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** `data` of `GET /api/admin/orders`, newest first. `total` is null for searches and `needs` (not counted). */
export const adminOrderPageSchema = z.object({
  orders: z.array(adminOrderSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nullable(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** How a paid order can be cancelled: with a refund of what is left, or keeping the payment. */
export const paidCancellationChoices = ['refund', 'keep'] as const;
export type PaidCancellationChoice = (typeof paidCancellationChoices)[number];

/** The `path` of the 409 detail that asks the admin to confirm completing an order with open work. */
export const OPEN_WORK_CONFIRMATION = 'confirmOpenWork';

/** The `path` of the 409 detail that asks how a paid order's cancellation treats the money. */
export const PAID_CANCELLATION_CHOICE = 'money';

/**
 * What is still open on a launch, in words ("2 of 13 milestones are not done and 1 document is not
 * accepted"), or null when nothing is.
 */
export function openWorkInWords(work: {
  milestonesOpen: number;
  milestonesTotal: number;
  documentsOpen: number;
}): string | null {
  const parts: string[] = [];
  if (work.milestonesOpen > 0) {
    parts.push(
      `${work.milestonesOpen} of ${work.milestonesTotal} ${work.milestonesTotal === 1 ? 'milestone' : 'milestones'} ${work.milestonesOpen === 1 ? 'is' : 'are'} not done`,
    );
  }
  if (work.documentsOpen > 0) {
    parts.push(
      `${work.documentsOpen} ${work.documentsOpen === 1 ? 'document is' : 'documents are'} not accepted`,
    );
  }
  return parts.length ? parts.join(' and ') : null;
}

/** Body of `PATCH /api/admin/orders/:id/status`: one of the four statuses, anything else is a 400. */
export const updateOrderStatusRequestSchema = z
  .object({
    status: orderStatusSchema,
    reason: plainText()
      .trim()
      .max(500, 'Reason must be at most 500 characters')
      .optional()
      .transform((value) => value || undefined),
    /** The admin states that an unpaid order was paid outside the provider; `reason` says how. */
    paidOffline: z.boolean().optional(),
    /**
     * What cancelling a paid order does with the money: `refund` returns all that is left to the
     * customer's payment method; `keep` keeps it, and `reason` says why. Required for a paid order.
     */
    money: z.enum(paidCancellationChoices).optional(),
    /**
     * With `money: 'refund'`: the money went back outside the provider (a bank transfer, a cheque),
     * recorded as an offline refund, complete at once. Required for an order paid offline.
     */
    refundOffline: offlineRefundRequestSchema.optional(),
    /** Confirms returning offline a payment the provider took (its card closed, for example). */
    confirmOfflineRefund: z.boolean().optional(),
    /** The admin has seen that milestones or documents are still open and completes anyway. */
    confirmOpenWork: z.boolean().optional(),
  })
  .refine((body) => !body.paidOffline || body.reason, {
    path: ['reason'],
    message: 'Say how the order was paid offline',
  })
  .refine((body) => body.money !== 'keep' || body.reason, {
    path: ['reason'],
    message: 'Say why the payment is kept',
  });
export type UpdateOrderStatusRequest = z.input<typeof updateOrderStatusRequestSchema>;

/** `data` of the status change: the order as it is now, and whether anything changed. */
export const updateOrderStatusResponseSchema = z.object({
  order: adminOrderSchema,
  changed: z.boolean(),
});

/** Body of `POST /api/admin/orders/:id/cancellation-request/decline`: the reply the customer reads. */
export const declineCancellationRequestSchema = z.object({
  reply: plainText().trim().regex(trimmedAtLeast(1), 'Write the reply the customer will read').max(1000),
});
export type DeclineCancellationRequest = z.input<typeof declineCancellationRequestSchema>;

/** Body of `PATCH /api/admin/orders/:id/notes`; blank or null clears the notes. The customer sees them. */
export const updateOrderNotesRequestSchema = z.object({
  notes: plainText()
    .trim()
    .max(2000, 'Notes must be at most 2000 characters')
    .nullable()
    .transform((value) => value || null),
});
export type UpdateOrderNotesRequest = z.input<typeof updateOrderNotesRequestSchema>;

export const updateOrderNotesResponseSchema = z.object({ order: adminOrderSchema });

/** Sentences of the admin screen and its API. */
export const adminMessages = {
  statusUpdated: 'Order status updated',
  statusUnchanged: 'The order already has this status',
  notesSaved: 'Notes saved',
  notesCleared: 'Notes removed',
  messageHandled: 'Marked as handled',
  messageReopened: 'Marked as not handled',
  orderNotFound: 'Order not found',
  messageNotFound: 'Message not found',
  replySent: 'Answer sent',
  pendingConflict:
    'This customer already has a pending order for this package, so this one cannot be set back to Pending.',
  invalidCursor: 'This page link is no longer valid; start again from the first page.',
  notAllowedTitle: 'You are not allowed to see this page',
  notAllowedText: 'The admin panel is only for Launchpad administrators.',
} as const;
