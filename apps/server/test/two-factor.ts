import { execFileSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

// Codes for the tests come from Debian's oathtool, another implementation of RFC 6238 than the
// product's, so that a mistake shared by the product and its tests cannot pass unseen.

/**
 * The code `oathtool --totp -b <secret>` shows `steps` time steps from now: enrolment uses the
 * current step, so a sign-in right after it uses the next (one step of drift is accepted).
 */
export function oathtoolCode(secret: string, steps = 0): string {
  const at = new Date(Date.now() + steps * 30_000);
  const now = at.toISOString().replace(/\.\d{3}Z$/, ' UTC');
  return execFileSync('oathtool', ['--totp', '-b', secret, '--now', now], { encoding: 'utf8' }).trim();
}

/** A code of the same length that is not the app's code now nor a step either side. */
export function wrongCode(secret: string): string {
  const right = new Set([-1, 0, 1].map((steps) => oathtoolCode(secret, steps)));
  let candidate = 100_000;
  while (right.has(String(candidate))) candidate += 1;
  return String(candidate);
}

/** Turns two-step sign-in on for the signed-in account of `cookie`; its secret and recovery codes. */
export async function enrolTwoFactor(app: FastifyInstance, cookie: string) {
  const begun = await app.inject({ method: 'POST', url: '/api/auth/me/two-factor', headers: { cookie } });
  expect(begun.statusCode, begun.body).toBe(200);
  const { secret, otpauthUrl } = begun.json().data as { secret: string; otpauthUrl: string };
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/auth/me/two-factor/confirm',
    headers: { cookie },
    payload: { code: oathtoolCode(secret) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes } = confirmed.json().data as { recoveryCodes: string[] };
  return { secret, otpauthUrl, recoveryCodes };
}

/** Signs in with the password: the first step's answer, challenge or session. */
export function passwordSignIn(
  app: FastifyInstance,
  user: { email: string; password: string },
  remoteAddress = '10.90.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    remoteAddress,
  });
}

/** The second step: the challenge and a code. */
export function codeSignIn(
  app: FastifyInstance,
  challenge: string,
  code: string,
  remoteAddress = '10.90.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login/two-factor',
    payload: { challenge, code },
    remoteAddress,
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' },
  });
}

/** The session cookie an answer sets, as a Cookie header; undefined when it sets none. */
export function sessionCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  const session = all.find((cookie) => /^session=[^;]+/.test(cookie));
  return session?.split(';')[0];
}
