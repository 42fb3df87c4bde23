import {
  adminIdParamsSchema,
  adminLaunchSchema,
  documentParamsSchema,
  milestoneParamsSchema,
  ok,
  orderDocumentSchema,
  orderMilestoneSchema,
  reviewDocumentRequestSchema,
  successEnvelope,
  updateLaunchRequestSchema,
  updateMilestoneRequestSchema,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import type { FulfilmentService } from './fulfilment.service.ts';

/** The team's calls on a launch, under `/api/admin/orders/:id`; every one behind `requireStaff`. */
export async function fulfilmentAdminRoutes(
  app: FastifyInstance,
  { fulfilment }: { fulfilment: FulfilmentService },
) {
  app.addHook('onRequest', app.requireStaff);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.patch(
    '/admin/orders/:id/milestones/:milestoneId',
    {
      config: { permission: 'launches.manage', errors: ['conflict'] },
      schema: {
        tags,
        params: milestoneParamsSchema,
        body: updateMilestoneRequestSchema,
        response: { 200: successEnvelope(orderMilestoneSchema) },
      },
    },
    async (request) => {
      const { id, milestoneId } = request.params;
      const data = await fulfilment.updateMilestone(signedInUser(request), id, milestoneId, request.body);
      return ok(data, 'Milestone updated');
    },
  );

  r.patch(
    '/admin/orders/:id/documents/:documentId',
    {
      config: { permission: 'documents.decide', errors: ['conflict'] },
      schema: {
        tags,
        params: documentParamsSchema,
        body: reviewDocumentRequestSchema,
        response: { 200: successEnvelope(orderDocumentSchema) },
      },
    },
    async (request) => {
      const { id, documentId } = request.params;
      const data = await fulfilment.reviewDocument(signedInUser(request), id, documentId, request.body);
      return ok(data, data.status === 'accepted' ? 'Document accepted' : 'Document rejected');
    },
  );

  r.get(
    '/admin/orders/:id/launch',
    {
      config: { permission: 'orders.read' },
      schema: { tags, params: adminIdParamsSchema, response: { 200: successEnvelope(adminLaunchSchema) } },
    },
    async (request) => ok(await fulfilment.getLaunch(request.params.id)),
  );

  r.patch(
    '/admin/orders/:id/launch',
    {
      config: { permission: 'launches.manage', errors: ['conflict'] },
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: updateLaunchRequestSchema,
        response: { 200: successEnvelope(adminLaunchSchema) },
      },
    },
    async (request) =>
      ok(await fulfilment.setLaunch(signedInUser(request), request.params.id, request.body), 'Saved'),
  );
}
