import {
  firebaseSignInRequestSchema,
  loginResponseDataSchema,
  messages,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service.ts';

/** `POST /api/firebase-auth/firebase-signin`: "Continue with Google" through Firebase. */
export async function firebaseAuthRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/firebase-signin',
    {
      schema: {
        tags: ['auth'],
        body: firebaseSignInRequestSchema,
        response: { 200: successEnvelope(loginResponseDataSchema) },
      },
    },
    async (request, reply) => {
      // The answer carries a session token.
      reply.header('cache-control', 'no-store');
      const data = await auth.signInWithFirebase(request.body.idToken, request.ip);
      app.setSessionCookie(reply, data.token);
      return { success: true as const, data, message: messages.loggedIn };
    },
  );
}
