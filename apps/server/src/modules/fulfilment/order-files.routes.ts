import {
  adminIdParamsSchema,
  deliverableKinds,
  deliverableParamsSchema,
  deliverableUploadQuerySchema,
  documentParamsSchema,
  MAX_ORDER_FILE_BYTES,
  ORDER_FILE_TYPES,
  ok,
  orderDeliverableSchema,
  orderDocumentSchema,
  orderIdParamsSchema,
  successEnvelope,
  withdrawDeliverableRequestSchema,
  withdrawnDeliverableSchema,
} from '@launchpad/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { type IncomingFile, multipartReadError, sendFile } from '../../lib/file-transfer.ts';
import { registerMultipartUploads } from '../../lib/multipart-uploads.ts';
import { fileAnswer, multipartBody } from '../../plugins/api-doc/media.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { UploadFields } from './document-upload-target.ts';
import type { DocumentsService } from './documents.service.ts';
import type { WithdrawDeliverable } from './withdraw-deliverable.ts';

/** The text fields an upload may carry before its file. */
const uploadFieldNames = ['kind', 'replaces'] as const;

/**
 * Reads a multipart body of its fields (`kind`, and `replaces` for a document) followed by one
 * `file`, handing the file to `accept` as a stream once `check` has approved the fields. Anything
 * after the file is drained and ignored.
 */
async function readUpload<T>(
  request: FastifyRequest,
  check: (fields: UploadFields) => Promise<void>,
  accept: (fields: UploadFields & { kind: string }, file: IncomingFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data');
  }
  const fields: UploadFields = {};
  let result: { value: T } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_ORDER_FILE_BYTES, files: 1, fields: 4, fieldSize: 200 },
    })) {
      if (part.type === 'field') {
        const name = uploadFieldNames.find((field) => field === part.fieldname);
        if (name && typeof part.value === 'string') fields[name] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || result) {
        part.file.resume();
        continue;
      }
      await check(fields);
      result = { value: await accept(fields as UploadFields & { kind: string }, part) };
    }
  } catch (error) {
    throw multipartReadError(error, 'Send one file with its kind');
  }
  if (!result) {
    throw new AppError('validation_failed', 'Choose a file to upload', [
      { path: 'file', message: 'Required' },
    ]);
  }
  return result.value;
}

type OrderFilesDeps = { documents: DocumentsService; withdrawDeliverable: WithdrawDeliverable };

/** The customer's file calls under `/api/orders/:id`, for the order's owner (and admins). */
export async function orderFilesRoutes(app: FastifyInstance, deps: OrderFilesDeps) {
  await registerMultipartUploads(app);
  documentUploadRoute(app, deps);
  fileDownloadRoutes(app, deps);
  deliverableRoutes(app, deps);
}

/** A document the order asks for, sent by its owner (or an admin): the kind first, then the file. */
function documentUploadRoute(app: FastifyInstance, { documents }: OrderFilesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.post(
    '/orders/:id/documents',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: orderIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: successEnvelope(orderDocumentSchema) },
      },
      config: {
        budget: { costs: ['stores-bytes'], limits: ['uploadsPerUser'], at: 'service' },
        errors: ['conflict', 'rate_limited'],
        media: {
          body: multipartBody({
            description:
              'A document the order asks for: its kind first, then the file. A kind asked of each director takes several files: without `replaces`, the file is added to it.',
            fields: {
              kind: {
                schema: z
                  .string()
                  .meta({ 'x-checked-by-server': 'One of the kinds on the order’s checklist.' }),
                description: 'Which of the order’s documents this is.',
              },
              replaces: {
                schema: z
                  .guid('Not a valid id')
                  .meta({ 'x-checked-by-server': 'The id of a file of this kind not yet accepted.' }),
                description: 'The checklist entry whose file this one replaces.',
                optional: true,
              },
            },
            file: {
              description: 'The document:',
              mediaTypes: ORDER_FILE_TYPES,
              maxBytes: MAX_ORDER_FILE_BYTES,
            },
          }),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const data = await readUpload(
        request,
        (fields) => documents.prepareUpload(user, request.params.id, fields),
        (fields, file) => documents.upload(user, request.params.id, fields, file),
      );
      return reply.status(201).send(ok(data, 'Document uploaded'));
    },
  );
}

/** A document's or a deliverable's file, for the order's owner and admins. */
function fileDownloadRoutes(app: FastifyInstance, { documents }: OrderFilesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.get(
    '/orders/:id/documents/:documentId/file',
    {
      onRequest: app.requireUser,
      schema: { tags, params: documentParamsSchema },
      config: { media: { answer: fileAnswer('The document as it was uploaded.', ORDER_FILE_TYPES) } },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await documents.documentFile(signedInUser(request), request.params.id, request.params.documentId),
      ),
  );

  r.get(
    '/orders/:id/deliverables/:deliverableId/file',
    {
      onRequest: app.requireUser,
      schema: { tags, params: deliverableParamsSchema },
      config: { media: { answer: fileAnswer('The deliverable as it was uploaded.', ORDER_FILE_TYPES) } },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await documents.deliverableFile(
          signedInUser(request),
          request.params.id,
          request.params.deliverableId,
        ),
      ),
  );
}

/** The team's deliverables: handed over, and withdrawn. */
function deliverableRoutes(app: FastifyInstance, { documents, withdrawDeliverable }: OrderFilesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/admin/orders/:id/deliverables',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: adminIdParamsSchema,
        querystring: deliverableUploadQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 201: successEnvelope(orderDeliverableSchema) },
      },
      config: {
        permission: 'launches.manage',
        budget: { costs: ['stores-bytes'], limits: ['staffCostlyPerAccount'], at: 'account' },
        errors: ['conflict'],
        media: {
          body: multipartBody({
            description: 'A deliverable for the customer: its kind first, then the file.',
            fields: { kind: { schema: z.enum(deliverableKinds), description: 'What the deliverable is.' } },
            file: {
              description: 'The deliverable:',
              mediaTypes: ORDER_FILE_TYPES,
              maxBytes: MAX_ORDER_FILE_BYTES,
            },
          }),
        },
      },
    },
    async (request, reply) => {
      const admin = signedInUser(request);
      let kind: Awaited<ReturnType<DocumentsService['prepareDeliverable']>> | undefined;
      const data = await readUpload(
        request,
        async (fields) => {
          kind = await documents.prepareDeliverable(
            admin,
            request.params.id,
            fields.kind,
            request.query.confirmNotStarted === 'true',
          );
        },
        (_value, file) =>
          documents.addDeliverable(admin, request.params.id, kind as NonNullable<typeof kind>, file),
      );
      return reply.status(201).send(ok(data, 'Deliverable uploaded'));
    },
  );

  r.delete(
    '/admin/orders/:id/deliverables/:documentId',
    {
      config: { permission: 'launches.manage' },
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: documentParamsSchema,
        body: withdrawDeliverableRequestSchema,
        response: { 200: successEnvelope(withdrawnDeliverableSchema) },
      },
    },
    async (request) =>
      ok(
        await withdrawDeliverable(
          signedInUser(request),
          request.params.id,
          request.params.documentId,
          request.body,
        ),
        'Deliverable withdrawn',
      ),
  );
}
