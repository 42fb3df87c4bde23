import { randomUUID } from 'node:crypto';
import { SIGN_IN_HISTORY_RETENTION_DAYS } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, rowsOf, TEST_SECRET, type TestContext } from '../../../test/helpers.ts';
import { createTokenService } from '../../lib/tokens.ts';
import { createAccountTokensRepository } from './account-tokens.repository.ts';
import { startAccountHousekeeping } from './housekeeping.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { createSignInsRepository } from './sign-ins.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(ctx.database, query);

describe('account housekeeping', () => {
  it('deletes expired sessions and long-expired account links, and keeps what can still be used', async () => {
    const [stale, active] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
    const sessionOf = (token: string) => createTokenService(TEST_SECRET).verify(token)?.sessionId;
    await ctx.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where id = ${sessionOf(stale?.token ?? '')}`,
    );
    const links = {
      old: randomUUID(),
      recent: randomUUID(),
      live: randomUUID(),
    };
    for (const [hash, expiresAt] of [
      [links.old, sql`now() - interval '2 days'`],
      [links.recent, sql`now() - interval '1 hour'`],
      [links.live, sql`now() + interval '1 hour'`],
    ] as const) {
      await ctx.database.db.execute(
        sql`insert into account_tokens (user_id, purpose, token_hash, email, expires_at)
            values (${active?.user.id}, 'password-reset', ${hash}, ${active?.email}, ${expiresAt})`,
      );
    }

    const housekeeping = startAccountHousekeeping(
      {
        sessionsRepo: createSessionsRepository(ctx.database.db),
        tokensRepo: createAccountTokensRepository(ctx.database.db),
        signInsRepo: createSignInsRepository(ctx.database.db),
      },
      ctx.app.log,
    );
    await housekeeping.tick();
    await housekeeping.stop();

    const sessionsOf = async (userId: string | undefined) =>
      (await rows<{ id: string }>(sql`select id from sessions where user_id = ${userId}`)).map((s) => s.id);
    expect(await sessionsOf(stale?.user.id)).not.toContain(sessionOf(stale?.token ?? ''));
    expect(await sessionsOf(active?.user.id)).toContain(sessionOf(active?.token ?? ''));
    const tokens = await rows<{ token_hash: string }>(
      sql`select token_hash from account_tokens where user_id = ${active?.user.id} and purpose = 'password-reset' order by expires_at`,
    );
    expect(tokens.map((t) => t.token_hash)).toEqual([links.recent, links.live]);
    // The active user is still signed in; the stale one was already refused before the row went.
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: active?.cookie ?? '' } })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: stale?.cookie ?? '' } })).statusCode,
    ).toBe(401);
  });

  it('keeps the sign-in history for its retention period, with the time and method of each sign-in', async () => {
    const user = await createUser(ctx.app);
    const history = () =>
      rows<{ method: string; ip_prefix: string | null; user_agent: string | null }>(
        sql`select method, ip_prefix, user_agent from sign_ins where user_id = ${user.user.id} order by created_at`,
      );
    expect(await history()).toHaveLength(1);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.57',
      headers: { 'user-agent': 'Test browser 1.0' },
      payload: { email: user.email, password: user.password },
    });
    expect((await history()).at(-1)).toEqual({
      method: 'password',
      ip_prefix: '203.0.113.0',
      user_agent: 'Test browser 1.0',
    });
    // The first one is as old as the retention period allows, and a minute more.
    await ctx.database.db.execute(
      sql`update sign_ins set created_at = now() - make_interval(days => ${SIGN_IN_HISTORY_RETENTION_DAYS}, mins => 1)
          where id = (select id from sign_ins where user_id = ${user.user.id} order by created_at limit 1)`,
    );
    const housekeeping = startAccountHousekeeping(
      {
        sessionsRepo: createSessionsRepository(ctx.database.db),
        tokensRepo: createAccountTokensRepository(ctx.database.db),
        signInsRepo: createSignInsRepository(ctx.database.db),
      },
      ctx.app.log,
    );
    await housekeeping.tick();
    await housekeeping.stop();
    expect((await history()).map((row) => row.ip_prefix)).toEqual(['203.0.113.0']);
  });
});
