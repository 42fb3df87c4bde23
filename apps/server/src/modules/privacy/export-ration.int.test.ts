import { dataExportSchema, privacyMessages, successEnvelope } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, rowsOf, type TestContext, type TestUser } from '../../../test/helpers.ts';

let ctx: TestContext;
const exportEnvelope = successEnvelope(dataExportSchema);

beforeAll(async () => {
  // A budget of 1 MB, which the tests' small archives stay well under unless a test fills it.
  ctx = await createTestApp({ DATA_EXPORT_STORAGE_MB: '1' });
});
afterAll(async () => {
  await ctx?.close();
});

function requestExport(user: TestUser) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/me/data-export',
    headers: { cookie: user.cookie },
  });
}

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(ctx.database, query);

const exportRow = async (id: string) =>
  (
    await rows<{ status: string; chunks: number }>(
      sql`select status, (select count(*)::int from data_export_chunks where export_id = ${id}) as chunks
          from data_exports where id = ${id}`,
    )
  )[0];

/** Moves the account's exports back in time, as if `hours` had passed since they were asked for. */
const hoursPass = (user: TestUser, hours: number) =>
  ctx.database.db.execute(
    sql`update data_exports set created_at = created_at - make_interval(hours => ${hours}) where user_id = ${user.user.id}`,
  );

describe('one data export per account a day', () => {
  it('answers a repeat within the day with the ready archive, and a 429 with the wait once it has expired', async () => {
    const user = await createUser(ctx.app);
    const first = exportEnvelope.parse((await requestExport(user)).json()).data;
    await ctx.app.privacy.exports.buildPending();

    const repeat = await requestExport(user);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().message).toBe(privacyMessages.exportAlreadyReady);
    expect(exportEnvelope.parse(repeat.json()).data).toMatchObject({ id: first.id, status: 'ready' });

    await ctx.database.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 second' where id = ${first.id}`,
    );
    await hoursPass(user, 2);
    const refused = await requestExport(user);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(21 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(22 * 3600);
    expect(refused.json().message).toMatch(/one copy of your data a day.*Ask again in (21 h \d+ min|22 h)\./);
    expect(await rows(sql`select 1 from data_exports where user_id = ${user.user.id}`)).toHaveLength(1);
  });

  it('builds a new copy a day later and deletes the previous archive', async () => {
    const user = await createUser(ctx.app);
    const first = exportEnvelope.parse((await requestExport(user)).json()).data;
    await ctx.app.privacy.exports.buildPending();
    expect((await exportRow(first.id))?.chunks).toBeGreaterThan(0);

    await hoursPass(user, 25);
    const next = await requestExport(user);
    expect(next.statusCode).toBe(202);
    expect(exportEnvelope.parse(next.json()).data.id).not.toBe(first.id);
    expect(await exportRow(first.id)).toEqual({ status: 'expired', chunks: 0 });
  });

  it('makes one export of two requests at once', async () => {
    const user = await createUser(ctx.app);
    const answers = await Promise.all([requestExport(user), requestExport(user)]);
    const ids = answers.map((a) => exportEnvelope.parse(a.json()).data.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await rows(sql`select 1 from data_exports where user_id = ${user.user.id}`)).toHaveLength(1);
  });

  it('lets a new request wait, saying so, while the ready archives fill the storage budget', async () => {
    const big = await createUser(ctx.app);
    const { id: bigId } = exportEnvelope.parse((await requestExport(big)).json()).data;
    await ctx.app.privacy.exports.buildPending();
    // The archive counts as 2 MB against the 1 MB budget.
    await ctx.database.db.execute(sql`update data_exports set size = 2097152 where id = ${bigId}`);

    const user = await createUser(ctx.app);
    const waiting = await requestExport(user);
    expect(waiting.statusCode).toBe(202);
    expect(waiting.json().message).toBe(privacyMessages.exportWaitingForSpace);
    const { id } = exportEnvelope.parse(waiting.json()).data;
    expect(await ctx.app.privacy.exports.buildPending()).toBe(0);
    expect((await exportRow(id))?.status).toBe('pending');

    // Once the big archive expires, the waiting export is built.
    await ctx.database.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 second' where id = ${bigId}`,
    );
    expect(await ctx.app.privacy.exports.buildPending()).toBe(1);
    expect((await exportRow(id))?.status).toBe('ready');
  });
});
