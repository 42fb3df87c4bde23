import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { messages } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, testConfig } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { inlineScriptHashes } from './static-web.ts';

function fakeWebBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'launchpad-web-'));
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title><script type="module" src="/assets/app.js"></script></head><body><h1>${title}</h1><script>window.__ctx = ${JSON.stringify(title)};</script></body></html>`;
  writeFileSync(path.join(root, 'index.html'), page('Home'));
  writeFileSync(path.join(root, '__spa-fallback.html'), page('App'));
  mkdirSync(path.join(root, 'about'));
  writeFileSync(path.join(root, 'about', 'index.html'), page('About'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return root;
}

let ctx: TestContext;
let webRoot: string;
beforeAll(async () => {
  webRoot = fakeWebBuild();
  ctx = await createTestApp({ WEB_DIST_DIR: webRoot });
});
afterAll(async () => {
  await ctx?.close();
});

describe('error envelope', () => {
  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.in", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: messages.malformedJson,
      error: { code: 'malformed_json', requestId: expect.any(String) },
    });
  });

  it('answers a 2 MB body with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'payload_too_large' } });
  });

  it('refuses a non-JSON body with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.in',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('answers an unknown /api path with a JSON 404, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'not_found' } });
    }
  });

  it('echoes the request id in a header', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.headers['x-request-id']).toBe(res.json().error.requestId);
  });
});

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('answers 503 with the envelope when the database is unreachable', async () => {
    const config = testConfig({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    const database = openDatabase(config.database);
    const app = await buildApp(config, { database, skipMigrations: true });
    try {
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'service_unavailable' } });
      // A refused connection fails at once and the connect limit is 1.5 s; the bound tells a hang
      // from a busy machine, which may take seconds to run the request at all.
      expect(Date.now() - started).toBeLessThan(10_000);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@b.in', password: 'whatever1' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json().message).toBe(messages.serviceUnavailable);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('security headers', () => {
  it('gives API answers, errors included, the headers that protect a JSON body', async () => {
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/packages' }),
      ctx.app.inject({ method: 'GET', url: '/api/orders' }),
      ctx.app.inject({ method: 'GET', url: '/api/no-such-endpoint' }),
      ctx.app.inject({ method: 'POST', url: '/api/contact', payload: {} }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404, 400]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
      // What governs a document is left to the pages.
      for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control']) {
        expect(res.headers[name]).toBeUndefined();
      }
    }
  });

  it('gives pages the full set of document headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('allows exactly the inline scripts of each page by hash, never unsafe-inline scripts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    const [hash] = inlineScriptHashes(res.body);
    expect(hash).toBeDefined();
    expect(scriptSrc).toContain(`'${hash}'`);
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('sends HSTS and Secure cookies when the public URL is https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://launchpad.example' });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const user = await createUser(https.app);
      const login = await https.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
        remoteAddress: '10.77.0.1',
      });
      expect(String(login.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await https.close();
    }
  });
});

/** The policy of a server without Google sign-in; it must not change when Google is switched off. */
const strictPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** A page's policy without the hashes of its inline scripts. */
function withoutHashes(csp: string): string {
  return csp.replace(/ 'sha256-[^']+'/g, '');
}

function directive(csp: string, name: string): string | undefined {
  return csp.split('; ').find((d) => d === name || d.startsWith(`${name} `));
}

describe('content security policy and Google sign-in', () => {
  it('keeps the strict policy, with no Google host, when Google sign-in is not configured', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = String(page.headers['content-security-policy']);
    expect(withoutHashes(csp)).toBe(strictPolicy);
    expect(csp).not.toMatch(/google|firebase/);
    expect(directive(csp, 'frame-src')).toBeUndefined();
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it('keeps the strict policy when only the project id is set (no web API key, no button)', async () => {
    const app = await buildApp(testConfig({ FIREBASE_PROJECT_ID: 'launchpad-test', WEB_DIST_DIR: webRoot }), {
      database: ctx.database,
      skipMigrations: true,
      upkeep: false,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/login' });
      expect(withoutHashes(String(res.headers['content-security-policy']))).toBe(strictPolicy);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      await app.close();
    }
  });

  it("allows what Firebase's Google popup loads when Google sign-in is configured", async () => {
    const app = await buildApp(
      testConfig({
        FIREBASE_PROJECT_ID: 'launchpad-test',
        FIREBASE_API_KEY: 'AIzaTestWebKey',
        WEB_DIST_DIR: webRoot,
      }),
      { database: ctx.database, skipMigrations: true, upkeep: false },
    );
    try {
      // An API answer is never a document that loads anything: its policy does not move.
      const api = await app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
      for (const url of ['/login', '/about']) {
        const res = await app.inject({ method: 'GET', url });
        const csp = String(res.headers['content-security-policy']);
        expect(directive(csp, 'script-src')).toMatch(
          /^script-src 'self'( 'sha256-[^']+')* https:\/\/apis\.google\.com$/,
        );
        expect(directive(csp, 'connect-src')).toBe(
          "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
        );
        expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://launchpad-test.firebaseapp.com");
        // The rest stays as strict as without Google.
        expect(directive(csp, 'default-src')).toBe("default-src 'self'");
        expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
        expect(directive(csp, 'object-src')).toBe("object-src 'none'");
        expect(csp).not.toContain('unsafe-eval');
        expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
        // A same-origin COOP would cut the page off from the popup (Firebase reads it as closed).
        expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      }
      const page = await app.inject({ method: 'GET', url: '/about' });
      const [hash] = inlineScriptHashes(page.body);
      expect(directive(String(page.headers['content-security-policy']), 'script-src')).toContain(`'${hash}'`);
    } finally {
      await app.close();
    }
  });

  it('frames the custom auth domain when FIREBASE_AUTH_DOMAIN is set', async () => {
    const app = await buildApp(
      testConfig({
        FIREBASE_PROJECT_ID: 'launchpad-test',
        FIREBASE_API_KEY: 'AIzaTestWebKey',
        FIREBASE_AUTH_DOMAIN: 'login.launchpad.example',
        WEB_DIST_DIR: webRoot,
      }),
      { database: ctx.database, skipMigrations: true, upkeep: false },
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/login' });
      const csp = String(res.headers['content-security-policy']);
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://login.launchpad.example");
    } finally {
      await app.close();
    }
  });
});

describe('cross-site request forgery', () => {
  it('refuses a write whose Origin is another site', async () => {
    const user = await createUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', cookie: user.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_rejected');
  });

  it('refuses a cookie-authenticated write the browser marks cross-site', async () => {
    const user = await createUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site', cookie: user.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a write from the same origin', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('web app', () => {
  it('serves prerendered pages with revalidation and hashed assets with immutable caching', async () => {
    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1>Home</h1>');
    expect(home.headers['cache-control']).toBe('no-cache');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(home.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('User-agent');
  });

  it('serves the app for client routes with 200 and for unknown paths with 404', async () => {
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<h1>App</h1>');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<h1>App</h1>');
  });
});

describe('admin bootstrap', () => {
  it('creates the configured admin once, however often the app starts', async () => {
    const env = { ADMIN_EMAIL: 'Owner@Launchpad.example', ADMIN_PASSWORD: 'owner-password-1' };
    const first = await buildApp(testConfig(env), { database: ctx.database, skipMigrations: true });
    await first.close();
    const second = await buildApp(testConfig(env), { database: ctx.database, skipMigrations: true });
    await second.close();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@launchpad.example', password: 'owner-password-1' },
      remoteAddress: '10.88.0.1',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.role).toBe('owner');
    const { rows } = (await ctx.database.db.execute(
      "select count(*)::int as n from users where email = 'owner@launchpad.example'",
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(1);
  });

  it("takes over an account registered with ADMIN_EMAIL: the operator's password, every session signed out, said in the log", async () => {
    // Someone registered the address before the operator configured it.
    const squatter = await createUser(ctx.app);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(
      testConfig({ ADMIN_EMAIL: squatter.email, ADMIN_PASSWORD: 'a-different-password' }),
      { database: ctx.database, skipMigrations: true, upkeep: false, logger: { level: 'info', stream } },
    );
    await app.close();

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: squatter.cookie },
    });
    expect(me.statusCode).toBe(401);
    const oldPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: squatter.email, password: squatter.password },
      remoteAddress: '10.88.0.2',
    });
    expect(oldPassword.statusCode).toBe(401);
    const operator = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: squatter.email, password: 'a-different-password' },
      remoteAddress: '10.88.0.3',
    });
    expect(operator.statusCode).toBe(200);
    expect(operator.json().data.user.role).toBe('owner');
    const promoted = lines.map((line) => JSON.parse(line)).find((entry) => entry.outcome === 'promoted');
    expect(promoted?.msg).toMatch(/password is now ADMIN_PASSWORD, and all of its sessions were signed out/);
  });
});
