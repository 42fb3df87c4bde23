import { messages } from '@launchpad/shared';
import { parse as parseCookieHeader, serialize as serializeCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { SESSION_TTL_SECONDS, type SessionClaims, type TokenService } from '../lib/tokens.ts';
import type { UsersRepository } from '../modules/auth/users.repository.ts';

export const SESSION_COOKIE = 'session';

/**
 * The session token the browser sent, if any. The Cookie header is parsed only when a request asks:
 * most requests (the catalogue, pages, assets) never do.
 */
export function sessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookieHeader(header)[SESSION_COOKIE] : undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, read from the database; set by `requireUser` / `requireAdmin`, which run
     * as onRequest hooks so that a stranger is refused before the body is even parsed.
     */
    user: UserRow | null;
    /** The claims of the verified token; set by `requireUser`, `requireAdmin` and `requireSession`. */
    session: SessionClaims | null;
    /** True when the credentials came from the session cookie rather than a Bearer header. */
    cookieSession: boolean;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Checks the token only and sets `request.session`. The account check (the user exists and the
     * token's session version is current) is left to the route, which must make it in the same
     * statement that reads its data: one database round trip instead of two on a hot read.
     */
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    setSessionCookie: (reply: FastifyReply, token: string) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

interface Options {
  tokens: TokenService;
  usersRepo: UsersRepository;
  secureCookies: boolean;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export const authPlugin = fp(async (app: FastifyInstance, { tokens, usersRepo, secureCookies }: Options) => {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('cookieSession', false);

  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies,
    path: '/',
  };

  // Each answer sets the session cookie at most once, so it goes straight into the headers.
  app.decorate('setSessionCookie', (reply: FastifyReply, token: string) => {
    reply.header(
      'set-cookie',
      serializeCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_SECONDS }),
    );
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.header(
      'set-cookie',
      serializeCookie(SESSION_COOKIE, '', { ...cookieOptions, maxAge: 0, expires: new Date(0) }),
    );
  });

  async function verifySession(request: FastifyRequest): Promise<SessionClaims> {
    const bearer = bearerToken(request);
    const token = bearer ?? sessionCookie(request);
    if (!token) throw new AppError('unauthenticated', messages.unauthenticated);
    const claims = await tokens.verify(token);
    if (!claims) throw new AppError('unauthenticated', messages.sessionExpired);
    request.session = claims;
    request.cookieSession = !bearer;
    return claims;
  }

  // Rights are read from the database on every request, never trusted from the token.
  async function resolveUser(request: FastifyRequest): Promise<UserRow> {
    const claims = await verifySession(request);
    const user = await usersRepo.findById(claims.userId);
    if (!user || user.sessionVersion !== claims.sessionVersion) {
      throw new AppError('unauthenticated', messages.sessionExpired);
    }
    request.user = user;
    return user;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await resolveUser(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await resolveUser(request);
    if (!user.isAdmin) throw new AppError('forbidden', messages.forbidden);
  });
  app.decorate('requireSession', async (request: FastifyRequest) => {
    await verifySession(request);
  });
});
