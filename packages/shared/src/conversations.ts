import { z } from 'zod';
import { plainText, showsACharacter, trimmedAtLeast } from './text.ts';

/** Who wrote a message of an order's conversation, as the customer sees it. */
export const messageAuthors = ['customer', 'staff'] as const;
export type MessageAuthor = (typeof messageAuthors)[number];

/** The longest message a customer or the team may write. */
export const MESSAGE_MAX_LENGTH = 5000;

/** The text of a message: what a person typed, with at least one visible character. */
export const messageBodySchema = plainText()
  .trim()
  .regex(trimmedAtLeast(1), 'Write a message')
  .max(MESSAGE_MAX_LENGTH, `A message can be at most ${MESSAGE_MAX_LENGTH} characters`)
  .regex(showsACharacter, 'Write a message');

/** Body of `POST /api/orders/:id/messages` sent as JSON (multipart carries `body` and `file`). */
export const newOrderMessageSchema = z.object({ body: messageBodySchema });
export type NewOrderMessage = z.input<typeof newOrderMessageSchema>;

/** Body of `POST /api/admin/orders/:id/messages`: an answer to the customer, or an internal note. */
export const newStaffMessageSchema = z.object({
  body: messageBodySchema,
  /** A note for the team only: the customer never sees it, and no mail goes out. */
  internal: z.boolean().optional().default(false),
});
export type NewStaffMessage = z.input<typeof newStaffMessageSchema>;

/** A file sent with a message (the same storage, types and limit as an order's documents). */
export const messageAttachmentSchema = z.object({
  id: z.guid(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

/** One message of an order's conversation, as its customer reads it. */
export const orderMessageSchema = z.object({
  id: z.guid(),
  author: z.enum(messageAuthors),
  authorName: z.string(),
  body: z.string(),
  attachments: z.array(messageAttachmentSchema),
  createdAt: z.string(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

/** `data` of `GET /api/orders/:id/messages`: oldest first; internal notes are never here. */
export const orderMessagesSchema = z.object({
  messages: z.array(orderMessageSchema),
  /** Replies of the team the customer had not read before this answer (reading marks them read). */
  unreadCount: z.number().int(),
});
export type OrderMessages = z.infer<typeof orderMessagesSchema>;

/** `data` of `GET /api/messages/unread`: the customer's orders with replies not yet read. */
export const unreadMessagesSchema = z.object({
  total: z.number().int(),
  orders: z.array(z.object({ orderId: z.guid(), reference: z.string(), count: z.number().int() })),
});
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

/** A message as the team sees it: internal notes too, marked. */
export const staffMessageSchema = orderMessageSchema.extend({ internal: z.boolean() });
export type StaffMessage = z.infer<typeof staffMessageSchema>;

/** `data` of `GET /api/admin/orders/:id/messages`. */
export const staffThreadSchema = z.object({
  messages: z.array(staffMessageSchema),
  assignee: z.object({ id: z.guid(), name: z.string() }).nullable(),
  /** Since when the customer waits for an answer; null when the team spoke last. */
  awaitingReplySince: z.string().nullable(),
});
export type StaffThread = z.infer<typeof staffThreadSchema>;

/** One conversation of the support queue. */
export const supportThreadSchema = z.object({
  orderId: z.guid(),
  reference: z.string(),
  packageName: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** The customer's first message not yet answered; null when the team spoke last. */
  awaitingReplySince: z.string().nullable(),
  lastMessageAt: z.string(),
  lastMessage: z.string(),
  /** Customer messages no admin has read yet. */
  unreadCount: z.number().int(),
  assignee: z.object({ id: z.guid(), name: z.string() }).nullable(),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

/** Which conversations the queue lists. */
export const supportQueueFilters = ['awaiting', 'mine', 'all'] as const;
export type SupportQueueFilter = (typeof supportQueueFilters)[number];
export const supportQueueQuerySchema = z.object({
  filter: z.enum(supportQueueFilters).default('awaiting'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * `data` of `GET /api/admin/support`: conversations awaiting a reply first (the longest waiting
 * first), then the others by their last message; at most `limit` of them.
 */
export const supportQueueSchema = z.object({
  threads: z.array(supportThreadSchema),
  awaitingCount: z.number().int(),
  unreadCount: z.number().int(),
});
export type SupportQueue = z.infer<typeof supportQueueSchema>;

/** Body of `PATCH /api/admin/support/:id`: take the conversation (`me`) or leave it unassigned. */
export const assignThreadSchema = z.object({ assignee: z.enum(['me']).nullable() });
export type AssignThread = z.input<typeof assignThreadSchema>;
