import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { accountMessages, messages } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importPKCS8, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';

const PROJECT_ID = 'launchpad-test-project';
const WEB_API_KEY = 'AIzaTestWebKey-0123456789';
const fixtures = path.join(import.meta.dirname, '../../../test/fixtures');

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** A stand-in for Google's key endpoint: serves whatever document the test puts in `keysDocument`. */
let keysDocument: unknown = {};
let keyRequests = 0;
let keyServer: Server;
let keysUrl: string;

let jwkKey: SigningKey;
let jwk: JWK;
let ctx: TestContext;

beforeAll(async () => {
  keyServer = createServer((_request, response) => {
    keyRequests += 1;
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
    response.end(JSON.stringify(keysDocument));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  keysUrl = `http://127.0.0.1:${(keyServer.address() as AddressInfo).port}/keys`;

  const pair = await generateKeyPair('RS256', { extractable: true });
  jwkKey = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  keysDocument = { keys: [jwk] };

  ctx = await createTestApp({
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_API_KEY: WEB_API_KEY,
    FIREBASE_KEYS_URL: keysUrl,
  });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => keyServer?.close(resolve));
});

interface TokenOptions {
  key?: SigningKey;
  /** The Firebase user id; a new one for every token unless given. */
  subject?: string;
  kid?: string;
  audience?: string;
  issuer?: string;
  expiresIn?: number;
  /** Seconds from now of the token's issue time (`iat`); 5 seconds ago unless given. */
  issuedIn?: number;
  claims?: Record<string, unknown>;
}

let tokenCounter = 0;
/** A Firebase-shaped ID token, valid unless the options say otherwise. */
async function idToken(email: string, options: TokenOptions = {}) {
  tokenCounter += 1;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email,
    email_verified: true,
    name: 'Rohan Mehta',
    auth_time: now - 5,
    firebase: { sign_in_provider: 'google.com' },
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key-1' })
    .setSubject(options.subject ?? `firebase-uid-${tokenCounter}`)
    .setIssuer(options.issuer ?? `https://securetoken.google.com/${PROJECT_ID}`)
    .setAudience(options.audience ?? PROJECT_ID)
    .setIssuedAt(now + (options.issuedIn ?? -5))
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(options.key ?? jwkKey);
}

function signIn(token: string, app = ctx.app, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/firebase-auth/firebase-signin',
    payload: { idToken: token },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

let refusedTokens = 0;

function sessionStatus(cookie: string) {
  return ctx.app
    .inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })
    .then((res) => res.statusCode);
}

async function liveLinks(userId: string): Promise<number> {
  const result = (await ctx.database.db.execute(
    sql`select count(*)::int as n from account_tokens where user_id = ${userId} and used_at is null`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

async function mailsQueued(template: string, to: string): Promise<number> {
  const result = (await ctx.database.db.execute(
    sql`select count(*)::int as n from mail_outbox where template = ${template} and recipient = ${to}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

let emailCounter = 0;
function newEmail() {
  emailCounter += 1;
  return `rohan.${emailCounter}.${Date.now()}@example.in`;
}

describe('POST /api/firebase-auth/firebase-signin', () => {
  it('creates an account without a password on first sign-in and signs in like /api/auth/login', async () => {
    const email = newEmail();
    const res = await signIn(await idToken(email.toUpperCase()));

    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.data.user).toMatchObject({ email, name: 'Rohan Mehta', role: 'customer', phone: null });
    expect(json.data.token).toEqual(expect.any(String));
    expect(String(res.headers['set-cookie'])).toMatch(/^session=.*HttpOnly/);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${json.data.token}` },
    });
    expect(me.json().data.user.email).toBe(email);

    // No password exists, so none can be guessed.
    const passwordLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'anything-at-all' },
    });
    expect(passwordLogin.statusCode).toBe(401);
  });

  it('signs an existing account in by its verified email, without creating a second one', async () => {
    const user = await createUser(ctx.app);
    const res = await signIn(await idToken(user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(user.user.id);
    expect(res.json().data.user.name).toBe(user.name);
  });

  it('refuses a deactivated account with the deactivation message, taking nothing over', async () => {
    const user = await createUser(ctx.app);
    await ctx.database.db.execute(sql`update users set deactivated_at = now() where id = ${user.user.id}`);
    const res = await signIn(await idToken(user.email));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.accountDeactivated);
    const kept = (await ctx.database.db.execute(
      sql`select password_hash is not null as "hasPassword" from users where id = ${user.user.id}`,
    )) as unknown as { rows: { hasPassword: boolean }[] };
    expect(kept.rows).toEqual([{ hasPassword: true }]);
  });

  it('takes an unverified account away from whoever registered the address first (pre-hijacking)', async () => {
    // The attacker registers the victim's address with a password and keeps a session open.
    const attacker = await createUser(ctx.app, { name: 'Not The Owner', password: 'attacker-password-1' });
    const victim = await signIn(await idToken(attacker.email));
    expect(victim.statusCode).toBe(200);
    expect(victim.json().data.user).toMatchObject({ id: attacker.user.id, emailVerified: true });

    const byPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: attacker.email, password: 'attacker-password-1' },
    });
    expect(byPassword.statusCode).toBe(401);
    const bySession = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: attacker.cookie },
    });
    expect(bySession.statusCode).toBe(401);
    const owner = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${victim.json().data.token}` },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('joins a password account whose email was verified: the password stays, every other session and link ends, the owner is told once', async () => {
    const user = await createUser(ctx.app, { password: 'owner passphrase 1' });
    await ctx.database.db.execute(sql`update users set email_verified_at = now() where id = ${user.user.id}`);
    // Someone else signed in with the password asked for a reset link before the owner came.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const subject = `google-owner-${user.user.id}`;

    const joined = await signIn(await idToken(user.email, { subject }));
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data.user.id).toBe(user.user.id);
    expect(await sessionStatus(user.cookie)).toBe(401);
    expect(await liveLinks(user.user.id)).toBe(0);
    expect(await mailsQueued('google-sign-in-added', user.email)).toBe(1);
    const byPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'owner passphrase 1' },
    });
    expect(byPassword.statusCode).toBe(200);

    // The same identity again is an ordinary sign-in: nobody is signed out, no second mail.
    const again = await signIn(await idToken(user.email, { subject }));
    expect(again.statusCode).toBe(200);
    expect(await sessionStatus(`session=${joined.json().data.token}`)).toBe(200);
    expect(await sessionStatus(`session=${byPassword.json().data.token}`)).toBe(200);
    expect(await mailsQueued('google-sign-in-added', user.email)).toBe(1);
  });

  it('signs nobody out and mails nobody when Google signs in to an account it created', async () => {
    const email = newEmail();
    const subject = `google-new-${email}`;
    const first = await signIn(await idToken(email, { subject }));
    const second = await signIn(await idToken(email, { subject }));
    expect(second.statusCode).toBe(200);
    expect(await sessionStatus(`session=${first.json().data.token}`)).toBe(200);
    expect(await mailsQueued('google-sign-in-added', email)).toBe(0);
  });

  it('drops a name or phone the sign-up form would refuse, a NUL byte included', async () => {
    const nulName = newEmail();
    const res = await signIn(
      await idToken(nulName, { claims: { name: 'Rohan\u0000Mehta', phone_number: '\u0000' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ name: nulName.split('@')[0], phone: null });

    const invisible = newEmail();
    const hidden = await signIn(
      await idToken(invisible, { claims: { name: '\u202e\u200b ', phone_number: 'call me maybe' } }),
    );
    expect(hidden.json().data.user).toMatchObject({ name: invisible.split('@')[0], phone: null });

    const kept = await signIn(await idToken(newEmail(), { claims: { phone_number: '+91 98765 43210' } }));
    expect(kept.json().data.user).toMatchObject({ name: 'Rohan Mehta', phone: '+91 98765 43210' });
  });

  it.each([
    ['a NUL byte', 'rohan\u0000@example.in'],
    ['no domain', 'rohan-at-example.in'],
    ['spaces inside', 'rohan mehta@example.in'],
  ])('refuses an email claim with %s with 400, creating nothing', async (_label, email) => {
    const accounts = async () => {
      const result = (await ctx.database.db.execute(
        sql`select count(*)::int as n from users`,
      )) as unknown as {
        rows: { n: number }[];
      };
      return result.rows[0]?.n;
    };
    const before = await accounts();
    const res = await signIn(await idToken(email));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: accountMessages.googleEmailUnusable });
    expect(await accounts()).toBe(before);
  });

  it('refuses a token whose email is not verified', async () => {
    const res = await signIn(await idToken(newEmail(), { claims: { email_verified: false } }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(accountMessages.googleEmailUnverified);
  });

  it.each([
    ['another project as audience', { audience: 'someone-elses-project' }],
    ['another issuer', { issuer: 'https://securetoken.google.com/someone-elses-project' }],
    ['an expired token', { expiresIn: -60 }],
    ['an unknown key id', { kid: 'rotated-away' }],
    ['a sign-in time in the future', { claims: { auth_time: Math.floor(Date.now() / 1000) + 3600 } }],
    ['no sign-in time', { claims: { auth_time: undefined } }],
    ['an issue time in the future', { issuedIn: 3600 }],
    ['an empty subject', { subject: '' }],
    ['a subject longer than Firebase makes', { subject: 'u'.repeat(129) }],
    ['no email', { claims: { email: undefined } }],
  ] as const)('refuses %s with 401', async (_label, options) => {
    // From an address of its own: the refusals together would pass the sign-in limit of one address.
    refusedTokens += 1;
    const res = await signIn(await idToken(newEmail(), options), ctx.app, `10.66.${refusedTokens}.1`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      message: accountMessages.googleTokenInvalid,
      error: { code: 'invalid_credentials' },
    });
  });

  it('refuses a token signed by a key Google did not publish, even with a published key id', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const res = await signIn(await idToken(newEmail(), { key: privateKey }));
    expect(res.statusCode).toBe(401);
  });

  it('refuses an HS256 token and an unsigned one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      email: newEmail(),
      email_verified: true,
      auth_time: now,
      iss: `https://securetoken.google.com/${PROJECT_ID}`,
      aud: PROJECT_ID,
      sub: 'x',
      iat: now,
      exp: now + 600,
    };
    const hs256 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' })
      .sign(new TextEncoder().encode('a-shared-secret-that-is-long-enough-0123'));
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', kid: 'test-key-1' })}.${encode(claims)}.`;
    expect((await signIn(hs256)).statusCode).toBe(401);
    expect((await signIn(unsigned)).statusCode).toBe(401);
    expect((await signIn('not.a.jwt')).statusCode).toBe(401);
  });

  it('caches the published keys instead of fetching them for every sign-in', async () => {
    const before = keyRequests;
    await signIn(await idToken(newEmail()));
    await signIn(await idToken(newEmail()));
    expect(keyRequests - before).toBe(0);
  });

  it("accepts Google's x509 key format as well as a JWK set", async () => {
    const pem = readFileSync(path.join(fixtures, 'firebase-test-cert.pem'), 'utf8');
    const x509Key = await importPKCS8(
      readFileSync(path.join(fixtures, 'firebase-test-key.pem'), 'utf8'),
      'RS256',
    );
    const previous = keysDocument;
    keysDocument = { 'x509-key': pem };
    const x509App = await createTestApp({ FIREBASE_PROJECT_ID: PROJECT_ID, FIREBASE_KEYS_URL: keysUrl });
    try {
      const email = newEmail();
      const res = await signIn(await idToken(email, { key: x509Key, kid: 'x509-key' }), x509App.app);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.email).toBe(email);
    } finally {
      keysDocument = previous;
      await x509App.close();
    }
  });

  it('rejects a request without a token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/firebase-signin',
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('Google sign-in when FIREBASE_PROJECT_ID is not set', () => {
  it('answers 501 with a clear message and says so in GET /api/auth/providers', async () => {
    const plain = await createTestApp();
    try {
      const res = await signIn('whatever', plain.app);
      expect(res.statusCode).toBe(501);
      expect(res.json()).toMatchObject({
        message: accountMessages.googleNotConfigured,
        error: { code: 'not_configured' },
      });
      const providers = await plain.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json()).toEqual({ success: true, data: { google: false } });
    } finally {
      await plain.close();
    }
  });
});

describe('GET /api/auth/providers', () => {
  it('offers Google with the settings the Firebase web SDK needs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        google: true,
        firebase: {
          apiKey: WEB_API_KEY,
          authDomain: `${PROJECT_ID}.firebaseapp.com`,
          projectId: PROJECT_ID,
        },
      },
    });
  });

  it('uses FIREBASE_AUTH_DOMAIN when it is set', async () => {
    const custom = await createTestApp({
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_API_KEY: WEB_API_KEY,
      FIREBASE_AUTH_DOMAIN: 'login.launchpad.example',
    });
    try {
      const res = await custom.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(res.json().data.firebase.authDomain).toBe('login.launchpad.example');
    } finally {
      await custom.close();
    }
  });

  it('does not offer Google to browsers without the web API key, though tokens are still verified', async () => {
    const tokensOnly = await createTestApp({ FIREBASE_PROJECT_ID: PROJECT_ID, FIREBASE_KEYS_URL: keysUrl });
    try {
      const res = await tokensOnly.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(res.json()).toEqual({ success: true, data: { google: false } });
      const signedIn = await signIn(await idToken('api.client@example.in'), tokensOnly.app);
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await tokensOnly.close();
    }
  });
});
