import { ok, orderIdParamsSchema, orderMilestoneSchema, successEnvelope } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import type { LaunchSignOff } from './launch-sign-off.ts';

/** The customer's own step of a launch, `POST /api/orders/:id/launch/sign-off`. */
export async function launchSignOffRoutes(app: FastifyInstance, { signOff }: { signOff: LaunchSignOff }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/orders/:id/launch/sign-off',
    {
      config: { errors: ['conflict'] },
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        params: orderIdParamsSchema,
        response: { 200: successEnvelope(orderMilestoneSchema) },
      },
    },
    async (request) =>
      ok(
        await signOff(signedInUser(request), request.params.id),
        'Thank you: you have signed off your launch',
      ),
  );
}
