import {
  adminGrievanceSchema,
  adminGrievancesQuerySchema,
  adminGrievancesSchema,
  adminIdParamsSchema,
  grievanceLookupSchema,
  grievanceSchema,
  myGrievancesSchema,
  newGrievanceSchema,
  ok,
  raisedGrievanceSchema,
  successEnvelope,
  updateGrievanceSchema,
} from '@launchpad/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { requestToken, signedInUser } from '../../plugins/auth.ts';
import type { GrievancesService } from './grievances.service.ts';

/** Signed in or not: a visitor whose session has ended raises a complaint as a visitor. */
function maybeSignedIn(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (!requestToken(request)) return;
    try {
      await app.requireUser(request, reply);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'unauthenticated')) throw error;
      request.user = null;
    }
  };
}

/** A complaint raised by anyone, and followed by its complainant (signed in, or by number and email). */
function complainantRoutes(app: FastifyInstance, grievances: GrievancesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/grievances',
    {
      onRequest: maybeSignedIn(app),
      config: {
        budget: {
          costs: ['typed-address'],
          limits: ['grievancesPerIp', 'typedAddressMailsHourly', 'typedAddressMailsDaily'],
          at: 'service',
        },
        errors: ['not_found', 'rate_limited'],
      },
      schema: {
        tags: ['grievances'],
        body: newGrievanceSchema,
        response: { 201: successEnvelope(raisedGrievanceSchema) },
      },
    },
    async (request, reply) => {
      const { name, email } = request.body;
      let complainant: Parameters<GrievancesService['raise']>[0];
      if (request.user) complainant = { user: request.user };
      else if (!name) throw fieldError('name', 'Enter your name');
      else if (!email) throw fieldError('email', 'Enter your email address');
      else complainant = { name, email };
      const data = await grievances.raise(complainant, request.body, request.ip);
      return reply.status(201).send(ok(data, `Your complaint is registered as ${data.number}`));
    },
  );

  r.get(
    '/grievances',
    {
      onRequest: app.requireUser,
      schema: { tags: ['grievances'], response: { 200: successEnvelope(myGrievancesSchema) } },
    },
    async (request) => ok({ grievances: await grievances.listMine(signedInUser(request)) }),
  );

  r.post(
    '/grievances/lookup',
    {
      config: {
        budget: { costs: ['typed-address'], limits: ['grievanceLookupsPerIp'], at: 'service' },
        errors: ['not_found', 'rate_limited'],
      },
      schema: {
        tags: ['grievances'],
        body: grievanceLookupSchema,
        response: { 200: successEnvelope(grievanceSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await grievances.lookup(request.body, request.ip));
    },
  );
}

/** The team's list of complaints, and their acknowledgement and resolution. */
function grievanceAdminRoutes(app: FastifyInstance, grievances: GrievancesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/grievances',
    {
      config: { permission: 'complaints.answer' },
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        querystring: adminGrievancesQuerySchema,
        response: { 200: successEnvelope(adminGrievancesSchema) },
      },
    },
    async (request) => ok(await grievances.listForAdmin(request.query)),
  );

  r.patch(
    '/admin/grievances/:id',
    {
      config: { permission: 'complaints.answer' },
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: adminIdParamsSchema,
        body: updateGrievanceSchema,
        response: { 200: successEnvelope(adminGrievanceSchema) },
      },
    },
    async (request) => {
      const data = await grievances.update(signedInUser(request), request.params.id, request.body);
      return ok(data, data.status === 'resolved' ? 'Complaint resolved' : 'Complaint acknowledged');
    },
  );
}

/** Complaints: raised by anyone, followed by their complainant, acknowledged and resolved by the team. */
export async function grievancesRoutes(
  app: FastifyInstance,
  { grievances }: { grievances: GrievancesService },
) {
  complainantRoutes(app, grievances);
  grievanceAdminRoutes(app, grievances);
}
