import {
  adminUserMessages,
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  changeUserRoleRequestSchema,
  inviteUserRequestSchema,
  ok,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import type { AdminUsersService } from './admin-users.service.ts';

const tags = ['admin'];
const answer = successEnvelope(adminUserResponseSchema);
/** The schema of an action on one account. */
const one = { tags, params: adminUserParamsSchema, response: { 200: answer } };

/** The list of accounts, and invitations sent and sent again. */
function accountListRoutes(app: FastifyInstance, users: AdminUsersService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/users',
    {
      config: { permission: 'users.read' },
      schema: {
        tags,
        querystring: adminUsersQuerySchema,
        response: { 200: successEnvelope(adminUserPageSchema) },
      },
    },
    async (request) => ok(await users.listUsers(request.query)),
  );

  r.post(
    '/admin/invitations',
    {
      config: {
        permission: 'staff.manage',
        budget: { costs: ['typed-address'], limits: ['staffCostlyPerAccount'], at: 'account' },
        errors: ['email_taken'],
      },
      schema: { tags, body: inviteUserRequestSchema, response: { 201: answer } },
    },
    async (request, reply) => {
      const user = await users.invite(signedInUser(request), request.body);
      return reply.status(201).send(ok({ user }, adminUserMessages.invited));
    },
  );

  r.post(
    '/admin/users/:id/invitation',
    { config: { permission: 'staff.manage', errors: ['conflict'] }, schema: one },
    async (request) =>
      ok(
        { user: await users.resendInvitation(signedInUser(request), request.params.id) },
        adminUserMessages.invitationResent,
      ),
  );
}

/** The actions on one account: verification, sessions, deactivation, the role. */
function accountActionRoutes(app: FastifyInstance, users: AdminUsersService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/admin/users/:id/verification',
    { config: { permission: 'users.verify', errors: ['conflict', 'rate_limited'] }, schema: one },
    async (request) =>
      ok(
        { user: await users.resendVerification(signedInUser(request), request.params.id) },
        adminUserMessages.verificationSent,
      ),
  );

  r.post(
    '/admin/users/:id/sessions/revoke',
    { config: { permission: 'staff.manage' }, schema: one },
    async (request) => {
      const { user, sessions } = await users.signOutEverywhere(signedInUser(request), request.params.id);
      return ok({ user }, adminUserMessages.signedOut(sessions));
    },
  );

  r.post(
    '/admin/users/:id/deactivate',
    { config: { permission: 'staff.manage', errors: ['conflict'] }, schema: one },
    async (request) =>
      ok(
        { user: await users.deactivate(signedInUser(request), request.params.id) },
        adminUserMessages.deactivated,
      ),
  );

  r.post(
    '/admin/users/:id/reactivate',
    { config: { permission: 'staff.manage' }, schema: one },
    async (request) =>
      ok(
        { user: await users.reactivate(signedInUser(request), request.params.id) },
        adminUserMessages.reactivated,
      ),
  );

  r.patch(
    '/admin/users/:id/role',
    {
      config: { permission: 'staff.manage', errors: ['conflict'] },
      schema: { ...one, body: changeUserRoleRequestSchema },
    },
    async (request) => {
      const { role } = request.body;
      const { user, changed } = await users.changeRole(signedInUser(request), request.params.id, role);
      return ok({ user }, changed ? adminUserMessages.roleChanged(role) : adminUserMessages.roleUnchanged);
    },
  );
}

/**
 * The Users tab: `/api/admin/users` and `/api/admin/invitations`, behind `requireStaff` like every
 * staff call (run before the body is parsed; the role is read from the database each time), each
 * route with its permission: reading for the team, changing accounts for owners.
 */
export async function adminUsersRoutes(app: FastifyInstance, { users }: { users: AdminUsersService }) {
  app.addHook('onRequest', app.requireStaff);
  accountListRoutes(app, users);
  accountActionRoutes(app, users);
}
