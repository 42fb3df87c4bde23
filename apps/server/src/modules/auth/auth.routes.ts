import {
  accountMessages,
  authProvidersSchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  loginResponseDataSchema,
  meResponseDataSchema,
  messages,
  registerRequestSchema,
  registerResponseDataSchema,
  successEnvelope,
  updateProfileRequestSchema,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../../db/schema.ts';
import type { AuthService } from './auth.service.ts';
import { toPublicUser } from './auth.service.ts';

export async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        body: registerRequestSchema,
        response: { 201: successEnvelope(registerResponseDataSchema) },
      },
    },
    async (request, reply) => {
      const user = await auth.register(request.body, request.ip);
      return reply.status(201).send({ success: true, data: { user }, message: messages.registered });
    },
  );

  r.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: successEnvelope(loginResponseDataSchema) },
      },
    },
    async (request, reply) => {
      const data = await auth.login(request.body, request.ip);
      app.setSessionCookie(reply, data.token);
      return { success: true as const, data, message: messages.loggedIn };
    },
  );

  r.post(
    '/logout',
    { schema: { tags: ['auth'], response: { 200: successEnvelope(z.null()) } } },
    async (_request, reply) => {
      app.clearSessionCookie(reply);
      return { success: true as const, data: null, message: messages.loggedOut };
    },
  );

  r.get(
    '/me',
    {
      onRequest: app.requireUser,
      schema: { tags: ['auth'], response: { 200: successEnvelope(meResponseDataSchema) } },
    },
    async (request) => {
      // requireUser (onRequest) guarantees request.user.
      const user = request.user as NonNullable<typeof request.user>;
      return { success: true as const, data: { user: toPublicUser(user) } };
    },
  );

  r.patch(
    '/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        body: updateProfileRequestSchema,
        response: { 200: successEnvelope(meResponseDataSchema) },
      },
    },
    async (request) => {
      const user = await auth.updateProfile(request.user as UserRow, request.body);
      return { success: true as const, data: { user }, message: accountMessages.profileUpdated };
    },
  );

  r.post(
    '/change-password',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        body: changePasswordRequestSchema,
        response: { 200: successEnvelope(loginResponseDataSchema) },
      },
    },
    async (request, reply) => {
      const data = await auth.changePassword(request.user as UserRow, request.body);
      // The old cookie's session version is now stale: replace it so this browser stays signed in.
      app.setSessionCookie(reply, data.token);
      return { success: true as const, data, message: accountMessages.passwordChanged };
    },
  );

  r.get(
    '/providers',
    { schema: { tags: ['auth'], response: { 200: successEnvelope(authProvidersSchema) } } },
    async () => ({ success: true as const, data: auth.providers() }),
  );
}
