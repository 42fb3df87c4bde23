import { privacyMessages, UNSUBSCRIBE_LINK_DAYS } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { createUnsubscribeLinks } from './unsubscribe-links.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const records = async (email: string) =>
  (
    (await ctx.database.db.execute(
      sql`select c.granted, c.source from consent_records c join users u on u.id = c.user_id where u.email = ${email} order by c.created_at`,
    )) as unknown as { rows: { granted: boolean; source: string }[] }
  ).rows;

describe('consent to product updates', () => {
  it('is off unless ticked at sign-up', async () => {
    const user = await createUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me/consents',
      headers: { cookie: user.cookie },
    });
    expect(res.json().data).toEqual({ productUpdates: false });
    expect(await records(user.email)).toEqual([]);

    const ticked = buildUser();
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.66.0.1',
      payload: { ...ticked, productUpdates: true },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(await records(ticked.email)).toEqual([{ granted: true, source: 'sign-up' }]);
  });

  it('is given and withdrawn in one call each, every change on record', async () => {
    const user = await createUser(ctx.app);
    const put = (productUpdates: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/me/consents',
        headers: { cookie: user.cookie },
        payload: { productUpdates },
      });
    expect((await put(true)).json().data).toEqual({ productUpdates: true });
    expect((await put(true)).statusCode).toBe(200);
    expect((await put(false)).json().data).toEqual({ productUpdates: false });
    expect(await records(user.email)).toEqual([
      { granted: true, source: 'account' },
      { granted: false, source: 'account' },
    ]);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/auth/me/consents',
          payload: { productUpdates: true },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/auth/me/consents',
          headers: { cookie: user.cookie },
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/unsubscribe (one click from a product update)', () => {
  /** The link a product update queued `daysAgo` carried. */
  const linkOf = (userId: string, daysAgo = 0) =>
    createUnsubscribeLinks({
      secret: ctx.config.jwtSecret,
      publicUrl: ctx.config.publicUrl,
      now: () => Date.now() - daysAgo * 86_400_000,
    }).url(userId);
  const consentTo = (user: { cookie: string }) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me/consents',
      headers: { cookie: user.cookie },
      payload: { productUpdates: true },
    });
  const click = (url: string, headers: Record<string, string> = {}) => {
    const { pathname, search } = new URL(url);
    return ctx.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'List-Unsubscribe=One-Click',
    });
  };

  it('withdraws the consent without signing in, even when POSTed from elsewhere, once', async () => {
    const user = await createUser(ctx.app);
    await consentTo(user);
    const link = linkOf(user.user.id);
    const res = await click(link, { origin: 'https://mail.example.net' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(privacyMessages.productUpdatesOff);
    expect((await click(link)).statusCode).toBe(200);
    expect(await records(user.email)).toEqual([
      { granted: true, source: 'account' },
      { granted: false, source: 'mail' },
    ]);
  });

  it('refuses a link that is not ours, and changes nothing', async () => {
    const user = await createUser(ctx.app);
    await consentTo(user);
    const other = await createUser(ctx.app);
    const [, day, mac] = new URL(linkOf(other.user.id)).searchParams.get('token')?.split('.') ?? [];
    const [, , own] = new URL(linkOf(user.user.id)).searchParams.get('token')?.split('.') ?? [];
    const refused = [
      `${user.user.id}.${day}.${mac}`,
      // Its own MAC under another day: the day cannot be moved to revive a link.
      `${user.user.id}.${(Number.parseInt(day ?? '', 36) + 1).toString(36)}.${own}`,
      `${user.user.id}.${day}.${own}.x`,
      `${user.user.id}.`,
      'not-a-token',
      `${user.user.id}`,
    ];
    for (const token of refused) {
      const res = await click(`${ctx.config.publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.statusCode, token).toBe(404);
      expect(res.json().message).toBe(privacyMessages.unsubscribeLinkInvalid);
    }
    expect((await click(`${ctx.config.publicUrl}/api/unsubscribe`)).statusCode).toBe(400);
    expect(await records(user.email)).toEqual([{ granted: true, source: 'account' }]);
  });

  it(`withdraws with a link up to ${UNSUBSCRIBE_LINK_DAYS} days old, and tells an older one that it expired`, async () => {
    const user = await createUser(ctx.app);
    await consentTo(user);
    const expired = await click(linkOf(user.user.id, UNSUBSCRIBE_LINK_DAYS + 1));
    expect(expired.statusCode, expired.body).toBe(404);
    expect(expired.json().message).toBe(privacyMessages.unsubscribeLinkExpired);
    expect(await records(user.email)).toEqual([{ granted: true, source: 'account' }]);

    const lastDay = await click(linkOf(user.user.id, UNSUBSCRIBE_LINK_DAYS));
    expect(lastDay.statusCode, lastDay.body).toBe(200);
    expect(await records(user.email)).toEqual([
      { granted: true, source: 'account' },
      { granted: false, source: 'mail' },
    ]);
  });
});
