import { type ContactMessage, contactReference, findServiceCard, formatDateTime } from '@launchpad/shared';
import type { ContactMessageRow, UserRow } from '../../db/schema.ts';
import { defineNotice } from '../mail/index.ts';

// The mails of the contact form besides the acknowledgement, a fixed text that the typed-address
// sender caps per mailbox.

export const newContactMessage = defineNotice<{ id: string; message: ContactMessage }>()({
  template: 'admin-contact-message',
  about: 'A new message from the contact form, with what the visitor typed',
  once: 'contact message',
  to: 'team',
  key: ({ id }) => `contact-message:${id}`,
  data: ({ id, message }) => ({
    reference: contactReference(id),
    name: message.name,
    email: message.email,
    phone: message.phone ?? null,
    subject: message.subject,
    message: message.message,
    service: message.service ? (findServiceCard(message.service)?.title ?? message.service) : null,
  }),
});

export const contactReply = defineNotice<{
  message: ContactMessageRow;
  replyId: string;
  author: Pick<UserRow, 'name'>;
  body: string;
}>()({
  template: 'contact-reply',
  about:
    'The team’s answer to a contact message: the answer, the reference and the date, nothing the visitor typed',
  once: 'answer',
  to: 'address',
  address: ({ message }) => message.email,
  key: ({ replyId }) => `contact-reply:${replyId}`,
  data: ({ message, author, body }) => ({
    reference: contactReference(message.id),
    authorName: author.name,
    body,
    receivedAt: formatDateTime(message.createdAt),
  }),
});
