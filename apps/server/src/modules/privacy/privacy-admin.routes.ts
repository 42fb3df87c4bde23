import {
  adminDataRequestsQuerySchema,
  adminDataRequestsSchema,
  customerCorrectionRequestSchema,
  customerCorrectionSchema,
  customerIdParamsSchema,
  ok,
  privacyAdminMessages,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import type { PrivacyAdminService } from './privacy-admin.service.ts';

/**
 * The admin's data requests, `/api/admin/data-requests`, and corrections of a customer's details at
 * their request, `/api/admin/customers/:id/corrections`. Admins only, never cached.
 */
export async function privacyAdminRoutes(app: FastifyInstance, { admin }: { admin: PrivacyAdminService }) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
  app.addHook('onRequest', app.requireStaff);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/admin/data-requests',
    {
      config: { permission: 'privacy.handle' },
      schema: {
        tags,
        querystring: adminDataRequestsQuerySchema,
        response: { 200: successEnvelope(adminDataRequestsSchema) },
      },
    },
    async (request) => ok(await admin.list(request.query)),
  );

  r.post(
    '/admin/customers/:id/corrections',
    {
      config: { permission: 'privacy.handle', errors: ['conflict'] },
      schema: {
        tags,
        params: customerIdParamsSchema,
        body: customerCorrectionRequestSchema,
        response: { 200: successEnvelope(customerCorrectionSchema) },
      },
    },
    async (request) =>
      ok(
        await admin.correct(signedInUser(request), request.params.id, request.body),
        privacyAdminMessages.corrected,
      ),
  );
}
