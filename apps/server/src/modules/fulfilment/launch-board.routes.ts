import {
  launchBoardPageSchema,
  launchBoardQuerySchema,
  launchOwnerListSchema,
  ok,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import type { LaunchBoardService } from './launch-board.service.ts';

/** The launch board, `/api/admin/launches`, behind `requireStaff` like every admin call. */
export async function launchBoardRoutes(app: FastifyInstance, { board }: { board: LaunchBoardService }) {
  app.addHook('onRequest', app.requireStaff);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/admin/launches',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        querystring: launchBoardQuerySchema,
        response: { 200: successEnvelope(launchBoardPageSchema) },
      },
    },
    async (request) => ok(await board.list(signedInUser(request), request.query)),
  );

  r.get(
    '/admin/launches/owners',
    {
      config: { permission: 'orders.read' },
      schema: { tags, response: { 200: successEnvelope(launchOwnerListSchema) } },
    },
    async () => ok(await board.owners()),
  );
}
