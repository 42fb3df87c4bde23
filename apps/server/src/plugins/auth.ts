import {
  isStaffRole,
  messages,
  type Permission,
  roleAllows,
  roleRefusal,
  twoFactorMessages,
} from '@launchpad/shared';
import { parse as parseCookieHeader, serialize as serializeCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema.ts';
import { AppError, sessionEnded } from '../lib/app-error.ts';
import { SESSION_TTL_SECONDS, type SessionClaims, type TokenService } from '../lib/tokens.ts';

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
     * The signed-in user, read from the database; set by `requireUser` / `requireStaff`, which run
     * as onRequest hooks so that a stranger is refused before the body is even parsed.
     */
    user: UserRow | null;
    /** The claims of the verified token; set by `requireUser` and `requireStaff`. */
    session: SessionClaims | null;
    /** True when the credentials came from the session cookie rather than a Bearer header. */
    cookieSession: boolean;
  }
  interface FastifyContextConfig {
    /**
     * The route stays open to a member of staff who must turn on two-step sign-in before anything
     * else (the enrolment routes and `GET /api/auth/me`); every other guarded route refuses them.
     */
    beforeStaffEnrolment?: boolean;
    /** What a staff route allows, from the shared permission table; `requireStaff` checks it. */
    permission?: Permission;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * The guard of every staff route: a session of a staff account whose role, read from the
     * database on this request, holds the permission the route declares (`config.permission`).
     */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    setSessionCookie: (reply: FastifyReply, token: string) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

/**
 * How the guard finds the account of a token's session (the auth module's sessions repository): the
 * account, or undefined when the session was revoked, has expired or is someone else's.
 */
interface SessionLookup {
  findAccount(sessionId: string, userId: string): Promise<UserRow | undefined>;
}

interface Options {
  tokens: TokenService;
  sessionsRepo: SessionLookup;
  secureCookies: boolean;
  /** Whether the account must turn on two-step sign-in before it may reach other routes. */
  mustEnrolFirst: (user: UserRow) => boolean;
  /** Marks the session seen (for the list of devices); may skip the write when it marked it lately. */
  markSeen: (sessionId: string) => Promise<void>;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The session token of a request: a Bearer header, else the session cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? sessionCookie(request);
}

/**
 * The user of a route guarded by `requireUser` or `requireStaff`, which set it before any handler
 * runs. A route that forgot its guard is refused as unauthenticated rather than run for nobody.
 */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('unauthenticated', messages.unauthenticated);
  return request.user;
}

/** The verified token's claims, on a route guarded by `requireUser` or `requireStaff`. */
export function sessionOf(request: FastifyRequest): SessionClaims {
  if (!request.session) throw new AppError('unauthenticated', messages.unauthenticated);
  return request.session;
}

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    { tokens, sessionsRepo, secureCookies, mustEnrolFirst, markSeen }: Options,
  ) => {
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

    function verifySession(request: FastifyRequest): SessionClaims {
      const bearer = bearerToken(request);
      const token = bearer ?? sessionCookie(request);
      if (!token) throw new AppError('unauthenticated', messages.unauthenticated);
      const claims = tokens.verify(token);
      if (!claims) throw sessionEnded();
      request.session = claims;
      request.cookieSession = !bearer;
      return claims;
    }

    // The session and the account's rights are read from the database on every request, in one
    // statement, never trusted from the token: a signed-out or revoked session stops working at once.
    async function resolveUser(request: FastifyRequest): Promise<UserRow> {
      const claims = verifySession(request);
      const user = await sessionsRepo.findAccount(claims.sessionId, claims.userId);
      if (!user) throw sessionEnded();
      if (mustEnrolFirst(user) && !request.routeOptions.config.beforeStaffEnrolment) {
        throw new AppError('forbidden', twoFactorMessages.enrolmentRequired);
      }
      request.user = user;
      // Not awaited: "last seen" is a courtesy, and the request does not wait for it.
      markSeen(claims.sessionId).catch((error: unknown) =>
        request.log.warn({ err: error }, 'the session could not be marked seen'),
      );
      return user;
    }

    // What depends on the session is never kept by a browser or a proxy; set before the check, so
    // that refusals carry it too.
    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      await resolveUser(request);
    });
    // A customer is refused every staff route alike; a colleague is told which permission their
    // role lacks. A staff route that declares no permission is refused to everyone (the
    // staff-permissions test fails for it first).
    app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const user = await resolveUser(request);
      if (!isStaffRole(user.role)) throw new AppError('forbidden', messages.forbidden);
      const permission = request.routeOptions.config.permission;
      if (!permission) throw new AppError('forbidden', messages.forbidden);
      if (!roleAllows(user.role, permission)) {
        throw new AppError('forbidden', roleRefusal(user.role, permission));
      }
    });
  },
);
