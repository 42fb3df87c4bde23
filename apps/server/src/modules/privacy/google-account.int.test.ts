import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleTokens } from '../../../test/google-tokens.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
let google: Awaited<ReturnType<typeof googleTokens>>;

beforeAll(async () => {
  google = await googleTokens();
  ctx = await createTestApp(google.env);
});
afterAll(async () => {
  await ctx?.close();
  await google?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

let counter = 0;
const newEmail = () => `google.${++counter}.${Date.now()}@example.in`;

async function continueWithGoogle(email: string, extra: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/firebase-auth/firebase-signin',
    remoteAddress: '2001:db8:85a3:8d3:1319:8a2e:370:7348',
    headers: { 'user-agent': 'Google test browser' },
    payload: { idToken: await google.idToken(email), ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data.user.id as string, cookie: `session=${res.json().data.token}` };
}

const consentRows = (userId: string) =>
  rows<{ granted: boolean; source: string }>(
    sql`select granted, source from consent_records where user_id = ${userId} order by created_at`,
  );

describe('an account created by Google sign-in', () => {
  it('starts without consent to product updates, as at sign-up, unless the box was ticked', async () => {
    const plain = await continueWithGoogle(newEmail());
    expect(await consentRows(plain.id)).toEqual([]);
    const consents = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me/consents',
      headers: { cookie: plain.cookie },
    });
    expect(consents.json().data).toEqual({ productUpdates: false });

    const ticked = await continueWithGoogle(newEmail(), { productUpdates: true });
    expect(await consentRows(ticked.id)).toEqual([{ granted: true, source: 'sign-up' }]);
    // The box counts only when the sign-in creates the account.
    const email = newEmail();
    const existing = await continueWithGoogle(email);
    await continueWithGoogle(email, { productUpdates: true });
    expect(await consentRows(existing.id)).toEqual([]);
  });

  it('records each Google sign-in in the history, with the network, never the whole address', async () => {
    const account = await continueWithGoogle(newEmail());
    expect(
      await rows(sql`select method, ip_prefix, user_agent from sign_ins where user_id = ${account.id}`),
    ).toEqual([{ method: 'google', ip_prefix: '2001:db8:85a3::', user_agent: 'Google test browser' }]);
  });
});
