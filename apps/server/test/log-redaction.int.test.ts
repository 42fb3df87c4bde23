import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, createUser, type TestContext } from './helpers.ts';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { logger: { level: 'info', stream: capture } });
});
afterAll(async () => {
  await ctx?.close();
});

describe('the log of failing requests', () => {
  it('holds no query parameter, password, hash, token, cookie or authorization header', async () => {
    const user = await createUser(ctx.app);
    // A database failure during sign-up: the insert's parameters are the new account's email, phone
    // and password hash.
    await ctx.database.db.execute(
      sql.raw(`alter table users add constraint refuses_this_name check (name <> 'Refused Name')`),
    );
    const newcomer = buildUser({ name: 'Refused Name', phone: '+91 91234 56780' });
    const failed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newcomer,
      headers: { authorization: `Bearer ${user.token}`, cookie: user.cookie },
    });
    expect(failed.statusCode).toBe(500);
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not the password at all' },
      headers: { cookie: user.cookie },
    });
    expect(wrongPassword.statusCode).toBe(401);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(refused.statusCode).toBe(403);
    await ctx.database.db.execute(sql.raw('alter table users drop constraint refuses_this_name'));

    const log = lines.join('\n');
    // The failure itself is there, named, with its request id.
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.err?.cause?.constraint);
    expect(failure?.err.cause.constraint).toBe('refuses_this_name');
    expect(failure?.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(log).toContain(failed.json().error.requestId);
    for (const secret of [
      newcomer.email,
      newcomer.phone,
      newcomer.password,
      '$argon2',
      user.token,
      user.email,
      user.password,
      'not the password at all',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).not.toMatch(/authorization|cookie/i);
  });
});
