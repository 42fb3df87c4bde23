import {
  adminIdParamsSchema,
  assignThreadSchema,
  MAX_ORDER_FILE_BYTES,
  messageBodySchema,
  newOrderMessageSchema,
  newStaffMessageSchema,
  noDataEnvelope,
  ORDER_FILE_TYPES,
  ok,
  orderIdParamsSchema,
  orderMessageSchema,
  orderMessagesSchema,
  staffMessageSchema,
  staffThreadSchema,
  successEnvelope,
  supportQueueQuerySchema,
  supportQueueSchema,
  unreadMessagesSchema,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile } from '../../lib/file-transfer.ts';
import { registerMultipartUploads } from '../../lib/multipart-uploads.ts';
import { jsonOrMultipartBody } from '../../plugins/api-doc/media.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { ConversationsService } from './conversations.service.ts';
import { readMessage } from './message-input.ts';
import type { SupportQueueService } from './support-queue.service.ts';

const tags = ['admin'];
const attachmentParamsSchema = z.object({ id: z.string().max(100), fileId: z.string().max(100) });
const adminAttachmentParamsSchema = z.object({ id: z.guid('Not a valid id'), fileId: z.string().max(100) });
// JSON, or multipart with the message's fields and one file.
const consumes = ['application/json', 'multipart/form-data'];
const attachment = {
  description: 'An attachment:',
  mediaTypes: ORDER_FILE_TYPES,
  maxBytes: MAX_ORDER_FILE_BYTES,
  optional: true,
};
const bodyField = { schema: messageBodySchema, description: 'The message; with a file, sent before it.' };

interface ConversationRouteDeps {
  conversations: ConversationsService;
  supportQueue: SupportQueueService;
}

/** An order's conversation: the customer's calls under `/api/orders/:id`, the team's under `/api/admin`. */
export async function conversationsRoutes(app: FastifyInstance, deps: ConversationRouteDeps) {
  await registerMultipartUploads(app);
  customerMessageRoutes(app, deps);
  supportQueueRoutes(app, deps);
  staffMessageRoutes(app, deps);
}

/** The customer's conversations about their orders, and their unread replies. */
function customerMessageRoutes(app: FastifyInstance, { conversations }: ConversationRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/orders/:id/messages',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        params: orderIdParamsSchema,
        response: { 200: successEnvelope(orderMessagesSchema) },
      },
    },
    async (request) => ok(await conversations.listForCustomer(signedInUser(request), request.params.id)),
  );

  r.post(
    '/orders/:id/messages',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        params: orderIdParamsSchema,
        consumes,
        response: { 201: successEnvelope(orderMessageSchema) },
      },
      config: {
        budget: {
          costs: ['stores-bytes'],
          limits: ['orderMessagesPerUser'],
          at: 'service',
        },
        errors: ['rate_limited'],
        media: {
          body: jsonOrMultipartBody({
            description: 'A message to the team: JSON, or multipart with `body` and one `file`.',
            json: newOrderMessageSchema,
            fields: { body: bodyField },
            file: attachment,
          }),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const data = await readMessage(
        request,
        newOrderMessageSchema,
        () => conversations.prepareCustomerMessage(user, request.params.id),
        (input, file) => conversations.postByCustomer(user, request.params.id, { ...input, file }),
      );
      return reply.status(201).send(ok(data, 'Message sent'));
    },
  );

  r.get(
    '/orders/:id/messages/files/:fileId',
    { onRequest: app.requireUser, schema: { tags: ['orders'], params: attachmentParamsSchema } },
    async (request, reply) =>
      sendFile(
        reply,
        await conversations.customerAttachment(
          signedInUser(request),
          request.params.id,
          request.params.fileId,
        ),
      ),
  );

  r.get(
    '/messages/unread',
    {
      onRequest: app.requireUser,
      schema: { tags: ['orders'], response: { 200: successEnvelope(unreadMessagesSchema) } },
    },
    async (request) => ok(await conversations.unreadForCustomer(signedInUser(request))),
  );
}

/** The team's queue of conversations and who answers each. */
function supportQueueRoutes(app: FastifyInstance, { supportQueue }: ConversationRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/support',
    {
      config: { permission: 'messages.answer' },
      onRequest: app.requireStaff,
      schema: {
        tags,
        querystring: supportQueueQuerySchema,
        response: { 200: successEnvelope(supportQueueSchema) },
      },
    },
    async (request) => ok(await supportQueue.list(signedInUser(request), request.query)),
  );

  r.patch(
    '/admin/support/:id',
    {
      config: { permission: 'messages.answer' },
      onRequest: app.requireStaff,
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: assignThreadSchema,
        response: { 200: noDataEnvelope },
      },
    },
    async (request) => {
      await supportQueue.assign(signedInUser(request), request.params.id, request.body);
      return ok(null, request.body.assignee ? 'The conversation is yours' : 'The conversation is unassigned');
    },
  );
}

/** The team's side of an order's conversation: the thread, answers and internal notes, attachments. */
function staffMessageRoutes(app: FastifyInstance, { conversations }: ConversationRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/orders/:id/messages',
    {
      config: { permission: 'messages.answer' },
      onRequest: app.requireStaff,
      schema: { tags, params: adminIdParamsSchema, response: { 200: successEnvelope(staffThreadSchema) } },
    },
    async (request) => ok(await conversations.listForStaff(request.params.id)),
  );

  r.post(
    '/admin/orders/:id/messages',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        params: adminIdParamsSchema,
        consumes,
        response: { 201: successEnvelope(staffMessageSchema) },
      },
      config: {
        permission: 'messages.answer',
        budget: { costs: ['stores-bytes'], limits: ['staffCostlyPerAccount'], at: 'account' },
        media: {
          body: jsonOrMultipartBody({
            description: 'An answer or internal note: JSON, or multipart with its fields and one `file`.',
            json: newStaffMessageSchema,
            fields: {
              body: bodyField,
              internal: {
                schema: z.enum(['true', 'false']).optional(),
                description: 'A note for the team only when `true`.',
              },
            },
            file: attachment,
          }),
        },
      },
    },
    async (request, reply) => {
      const admin = signedInUser(request);
      const data = await readMessage(
        request,
        newStaffMessageSchema,
        () => conversations.prepareStaffMessage(request.params.id),
        (input, file) => conversations.postByStaff(admin, request.params.id, { ...input, file }),
      );
      return reply.status(201).send(ok(data, data.internal ? 'Note added' : 'Reply sent'));
    },
  );

  r.get(
    '/admin/orders/:id/messages/files/:fileId',
    {
      config: { permission: 'messages.answer' },
      onRequest: app.requireStaff,
      schema: { tags, params: adminAttachmentParamsSchema },
    },
    async (request, reply) =>
      sendFile(reply, await conversations.staffAttachment(request.params.id, request.params.fileId)),
  );
}
