/** The admin's inbox of contact-form messages: its list, replies and the complaint raised from a message. */
import { z } from 'zod';
import { cursorSchema, limitSchema } from './admin.ts';
import { messageBodySchema } from './conversations.ts';
import { adminGrievanceSchema } from './grievances.ts';

export const contactMessageFilters = ['unhandled', 'handled', 'all'] as const;
export type ContactMessageFilter = (typeof contactMessageFilters)[number];

/** Query of `GET /api/admin/messages`. */
export const adminMessagesQuerySchema = z.object({
  filter: z.enum(contactMessageFilters).default('all'),
  cursor: cursorSchema,
  limit: limitSchema,
});

/** The team's answer to a contact message, mailed to the visitor and kept with the message. */
export const contactReplySchema = z.object({
  id: z.guid(),
  body: z.string(),
  /** Who answered; null once their account is gone. */
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

/** A contact-form message as the admin reads it. */
export const adminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  /** The service card id the visitor came from, and its title when the catalogue knows it. */
  service: z.string().nullable(),
  serviceTitle: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** The team's answers, oldest first. */
  replies: z.array(contactReplySchema),
  /** The complaint this message was turned into, if it was. */
  grievance: z.object({ id: z.guid(), number: z.string() }).nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** `data` of `GET /api/admin/messages`, newest first. */
export const adminMessagePageSchema = z.object({
  messages: z.array(adminContactMessageSchema),
  nextCursor: z.string().nullable(),
  unhandledCount: z.number().int(),
});
export type AdminMessagePage = z.infer<typeof adminMessagePageSchema>;

/** Body of `PATCH /api/admin/messages/:id`. */
export const updateContactMessageRequestSchema = z.object({ handled: z.boolean() });

export const updateContactMessageResponseSchema = z.object({ message: adminContactMessageSchema });

/** Body of `POST /api/admin/messages/:id/replies`: the answer mailed to the visitor. */
export const newContactReplySchema = z.object({ body: messageBodySchema });
export type NewContactReply = z.input<typeof newContactReplySchema>;

/** `data` of `POST /api/admin/messages/:id/replies`: the answer, and the message with it. */
export const contactReplyResponseSchema = z.object({
  reply: contactReplySchema,
  message: adminContactMessageSchema,
});

/** `data` of `POST /api/admin/messages/:id/grievance`: the complaint raised, and the message linked to it. */
export const contactGrievanceResponseSchema = z.object({
  grievance: adminGrievanceSchema,
  message: adminContactMessageSchema,
});
