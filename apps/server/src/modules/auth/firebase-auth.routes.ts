import {
  firebaseSignInRequestSchema,
  loginResponseDataSchema,
  messages,
  ok,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GoogleSignInService } from './google-sign-in.service.ts';

/** `POST /api/firebase-auth/firebase-signin`: "Continue with Google" through Firebase. */
export async function firebaseAuthRoutes(
  app: FastifyInstance,
  { googleSignIn }: { googleSignIn: GoogleSignInService },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/firebase-signin',
    {
      config: {
        budget: { costs: ['provider-call'], limits: ['loginPerIp'], at: 'service' },
        errors: ['invalid_credentials', 'forbidden', 'rate_limited', 'not_configured'],
      },
      schema: {
        tags: ['auth'],
        body: firebaseSignInRequestSchema,
        response: { 200: successEnvelope(loginResponseDataSchema) },
      },
    },
    async (request, reply) => {
      // The answer carries a session token.
      reply.header('cache-control', 'no-store');
      const data = await googleSignIn.signIn(
        request.body.idToken,
        request.ip,
        request.headers['user-agent'],
        {
          productUpdates: request.body.productUpdates,
        },
      );
      app.setSessionCookie(reply, data.token);
      return ok(data, messages.loggedIn);
    },
  );
}
