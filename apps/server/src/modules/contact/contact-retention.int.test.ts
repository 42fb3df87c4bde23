import { CONTACT_MESSAGE_RETENTION_DAYS } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { firstRetentionPass } from '../../../test/retention.ts';
import { selectRows } from '../../db/rows.ts';

let ctx: TestContext;
let admin: TestUser;
let sent = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

/** A visitor writes through the public form; returns the message's id. */
async function visitorWrites(): Promise<string> {
  sent += 1;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Kiran Shah',
      email: `retention.${sent}@example.in`,
      subject: 'A question about the Starter package',
      message: 'Does it include the GST registration?',
    },
    remoteAddress: `10.89.0.${sent}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

async function asAdmin(method: 'POST' | 'PATCH', url: string, payload: object) {
  const res = await ctx.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
}

const answer = (id: string) =>
  asAdmin('POST', `/api/admin/messages/${id}/replies`, { body: 'Yes, it does.' });
const complaintFrom = async (id: string): Promise<string> =>
  (await asAdmin('POST', `/api/admin/messages/${id}/grievance`, {})).grievance.id;
const move = (complaintId: string, status: 'acknowledged' | 'resolved') =>
  asAdmin('PATCH', `/api/admin/grievances/${complaintId}`, { status, note: `Marked ${status}.` });

/** Dates the message `days` ago, and its answers `replyDays` ago. */
async function age(id: string, days: number, replyDays = days) {
  const db = ctx.database.db;
  await db.execute(
    sql`update contact_messages set created_at = now() - make_interval(days => ${days}) where id = ${id}`,
  );
  await db.execute(
    sql`update contact_replies set created_at = now() - make_interval(days => ${replyDays}) where message_id = ${id}`,
  );
}

const stored = async (ids: string[]) =>
  (await selectRows<{ id: string }>(ctx.database.db, sql`select id from contact_messages`))
    .map((row) => row.id)
    .filter((id) => ids.includes(id));

describe('the contact messages retention job', () => {
  it('deletes messages whose last word is older than the notice says, and keeps the rest', async () => {
    const days = CONTACT_MESSAGE_RETENTION_DAYS;
    const old = await visitorWrites();
    const recent = await visitorWrites();
    const answeredLately = await visitorWrites();
    const answeredLongAgo = await visitorWrites();
    await answer(answeredLately);
    await answer(answeredLongAgo);
    await age(old, days + 1);
    await age(recent, days - 1);
    await age(answeredLately, days + 40, days - 1);
    await age(answeredLongAgo, days + 40, days + 1);
    const ids = [old, recent, answeredLately, answeredLongAgo];

    const { atStart, passed } = await firstRetentionPass(ctx, 'contact_retention');

    expect(atStart.startedAt).toBeGreaterThan(0);
    expect(passed).toBe(true);
    expect((await stored(ids)).sort()).toEqual([recent, answeredLately].sort());
    const orphans = await selectRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from contact_replies r
          where not exists (select 1 from contact_messages m where m.id = r.message_id)`,
    );
    expect(orphans[0]?.n).toBe(0);
  });

  it('keeps an old message while the complaint raised from it is not resolved; the complaint stays', async () => {
    const open = await visitorWrites();
    const acknowledged = await visitorWrites();
    const resolved = await visitorWrites();
    const complaints = {
      open: await complaintFrom(open),
      acknowledged: await complaintFrom(acknowledged),
      resolved: await complaintFrom(resolved),
    };
    await move(complaints.acknowledged, 'acknowledged');
    await move(complaints.resolved, 'acknowledged');
    await move(complaints.resolved, 'resolved');
    for (const id of [open, acknowledged, resolved]) await age(id, CONTACT_MESSAGE_RETENTION_DAYS + 30);

    expect((await firstRetentionPass(ctx, 'contact_retention')).passed).toBe(true);

    expect((await stored([open, acknowledged, resolved])).sort()).toEqual([open, acknowledged].sort());
    const kept = await selectRows<{ id: string; contact_message_id: string | null }>(
      ctx.database.db,
      sql`select id, contact_message_id from grievances where id = ${complaints.resolved}`,
    );
    expect(kept).toEqual([{ id: complaints.resolved, contact_message_id: null }]);
  });
});
