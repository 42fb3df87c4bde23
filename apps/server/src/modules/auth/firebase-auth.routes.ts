import {
  firebaseSignInRequestSchema,
  messages,
  ok,
  signInResponseDataSchema,
  successEnvelope,
  twoFactorMessages,
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
        response: { 200: successEnvelope(signInResponseDataSchema) },
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
      // An account with a second factor gets no session yet: only the challenge for its code.
      if ('challenge' in data) return ok(data, twoFactorMessages.codeNeeded);
      app.setSessionCookie(reply, data.token);
      return ok(data, messages.loggedIn);
    },
  );
}
