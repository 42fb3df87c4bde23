import { adminGrievancesSchema, adminMessagePageSchema, contactReference } from '@launchpad/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { mailNotices, TEAM_INBOX } from '../../../test/mail-notices.ts';
import { contactReplies, grievances, mailOutbox } from '../../db/schema.ts';
import { renderMail } from '../mail/index.ts';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
const mails = mailNotices(() => ctx);
let sent = 0;

beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_NOTIFY_EMAIL: TEAM_INBOX });
  admin = await createAdmin(ctx, { name: 'Meera Iyer' });
  customer = await createUser(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
});

/** A visitor writes through the public form, from an address of their own; returns the message id. */
async function visitorWrites(email = `visitor.${++sent}@example.in`): Promise<{ id: string; email: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Kiran Shah',
      email,
      subject: 'Refund for my trademark filing',
      message: 'I paid twice for the same filing.\nPlease return one payment.',
    },
    remoteAddress: `10.88.0.${sent}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id, email };
}

function post(url: string, payload: object, who: TestUser | null = admin) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: who ? { cookie: who.cookie } : {},
  });
}

async function inbox() {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/messages?filter=all',
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  return adminMessagePageSchema.parse(res.json().data).messages;
}

describe('POST /api/admin/messages/:id/replies', () => {
  it('keeps the answer with the message, queues one mail to the visitor and marks the message handled', async () => {
    const message = await visitorWrites();

    const res = await post(`/api/admin/messages/${message.id}/replies`, {
      body: '  We refunded it today.  ',
    });

    expect(res.statusCode, res.body).toBe(201);
    const { reply, message: answered } = res.json().data;
    expect(reply).toMatchObject({ body: 'We refunded it today.', authorName: 'Meera Iyer' });
    expect(answered.handledAt).not.toBeNull();
    expect(answered.replies).toEqual([reply]);
    const [stored] = await ctx.database.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, message.id));
    expect(stored).toMatchObject({ body: 'We refunded it today.', authorId: admin.user.id });
    expect(await mails.queued('contact-reply', message.email)).toEqual([
      { key: `contact-reply:${reply.id}`, status: 'pending' },
    ]);
    const listed = (await inbox()).find((m) => m.id === message.id);
    expect(listed?.replies).toEqual([reply]);
  });

  it('mails the visitor only the team’s words, the reference and the date, nothing the visitor typed', async () => {
    const message = await visitorWrites();
    const answer = 'We refunded the second payment; it reaches your card in 5–7 working days.';
    const res = await post(`/api/admin/messages/${message.id}/replies`, { body: answer });
    expect(res.statusCode).toBe(201);

    const [queued] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'contact-reply'), eq(mailOutbox.recipient, message.email)));
    const mail = await renderMail('contact-reply', queued?.data, {
      publicUrl: 'https://launchpad.example',
      support: { email: 'support@launchpad.example', phone: '+91 80 4000 0000' },
    });
    expect(mail.subject).toBe(`Our answer to your message (ref. ${contactReference(message.id)})`);
    expect(mail.text).toContain(answer);
    expect(mail.text).toContain('Meera Iyer');
    for (const text of [mail.subject, mail.text, mail.html, JSON.stringify(queued?.data)]) {
      expect(text).not.toContain('Kiran Shah');
      expect(text).not.toContain('Refund for my trademark filing');
      expect(text).not.toContain('I paid twice');
    }
  });

  it('keeps every answer, oldest first, each mailed once', async () => {
    const message = await visitorWrites();
    await post(`/api/admin/messages/${message.id}/replies`, { body: 'First answer' });
    await post(`/api/admin/messages/${message.id}/replies`, { body: 'Second answer' });

    const listed = (await inbox()).find((m) => m.id === message.id);

    expect(listed?.replies.map((r) => r.body)).toEqual(['First answer', 'Second answer']);
    expect(await mails.queued('contact-reply', message.email)).toHaveLength(2);
  });

  it('refuses an empty or blank answer with 400 and the field, and stores nothing', async () => {
    const message = await visitorWrites();
    for (const payload of [{ body: '   ' }, {}, { body: 'x'.repeat(5001) }]) {
      const res = await post(`/api/admin/messages/${message.id}/replies`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'validation_failed' } });
      expect(new Set(res.json().error.details.map((d: { path: string }) => d.path))).toEqual(
        new Set(['body']),
      );
    }
    expect(await mails.queued('contact-reply', message.email)).toEqual([]);
  });

  it('answers 404 for an unknown message and 400 for an id that is not one', async () => {
    const unknown = await post('/api/admin/messages/00000000-0000-4000-8000-000000000000/replies', {
      body: 'Hello',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: { code: 'not_found' } });
    expect((await post('/api/admin/messages/nope/replies', { body: 'Hello' })).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const message = await visitorWrites();
    expect(
      (await post(`/api/admin/messages/${message.id}/replies`, { body: 'Hi' }, customer)).statusCode,
    ).toBe(403);
    expect((await post(`/api/admin/messages/${message.id}/replies`, { body: 'Hi' }, null)).statusCode).toBe(
      401,
    );
    expect(await mails.queued('contact-reply', message.email)).toEqual([]);
  });
});

describe('POST /api/admin/messages/:id/grievance', () => {
  it('raises a numbered complaint in the visitor’s name, acknowledged by mail, linked both ways', async () => {
    const message = await visitorWrites();
    const [written] = (await inbox()).filter((m) => m.id === message.id);

    const res = await post(`/api/admin/messages/${message.id}/grievance`, {});

    expect(res.statusCode, res.body).toBe(201);
    const { grievance, message: linked } = res.json().data;
    expect(grievance).toMatchObject({
      number: expect.stringMatching(/^GRV-\d{4}-\d{4}$/),
      status: 'open',
      name: 'Kiran Shah',
      email: message.email,
      subject: 'Refund for my trademark filing',
      body: 'I paid twice for the same filing.\nPlease return one payment.',
      contactMessageId: message.id,
      orderId: null,
    });
    // The clocks run from when the visitor wrote, not from when the team turned it into a complaint.
    expect(grievance.createdAt).toBe(written?.createdAt);
    expect(Date.parse(grievance.acknowledgeBy) - Date.parse(grievance.createdAt)).toBe(48 * 3_600_000);
    expect(linked.grievance).toEqual({ id: grievance.id, number: grievance.number });
    expect(linked.handledAt).not.toBeNull();
    expect(await mails.queued('grievance-received', message.email)).toEqual([
      { key: `grievance-received:${grievance.id}`, status: 'pending' },
    ]);
    expect(await mails.queued('admin-grievance', TEAM_INBOX)).toContainEqual({
      key: `admin:grievance-new:${grievance.id}`,
      status: 'pending',
    });
    expect((await inbox()).find((m) => m.id === message.id)?.grievance).toEqual(linked.grievance);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/grievances?filter=all',
      headers: { cookie: admin.cookie },
    });
    const complaints = adminGrievancesSchema.parse(listed.json().data).grievances;
    expect(complaints.find((g) => g.id === grievance.id)?.contactMessageId).toBe(message.id);
    expect(grievance.timeline).toEqual([{ status: 'open', note: null, at: grievance.createdAt }]);
  });

  it('refuses to turn the same message into a second complaint with 409', async () => {
    const message = await visitorWrites();
    const first = await post(`/api/admin/messages/${message.id}/grievance`, {});
    expect(first.statusCode).toBe(201);

    const again = await post(`/api/admin/messages/${message.id}/grievance`, {});

    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      message: `This message is already complaint ${first.json().data.grievance.number}`,
      error: { code: 'conflict' },
    });
    const rows = await ctx.database.db
      .select()
      .from(grievances)
      .where(eq(grievances.contactMessageId, message.id));
    expect(rows).toHaveLength(1);
    expect(await mails.queued('grievance-received', message.email)).toHaveLength(1);
  });

  it('gives one complaint when two admins convert the same message at once', async () => {
    const message = await visitorWrites();

    const answers = await Promise.all([
      post(`/api/admin/messages/${message.id}/grievance`, {}),
      post(`/api/admin/messages/${message.id}/grievance`, {}),
    ]);

    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await mails.queued('grievance-received', message.email)).toHaveLength(1);
  });

  it('answers 404 for an unknown message and 403 to a customer, raising nothing', async () => {
    const unknown = await post('/api/admin/messages/00000000-0000-4000-8000-000000000000/grievance', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: { code: 'not_found' } });

    const message = await visitorWrites();
    expect((await post(`/api/admin/messages/${message.id}/grievance`, {}, customer)).statusCode).toBe(403);
    expect((await post(`/api/admin/messages/${message.id}/grievance`, {}, null)).statusCode).toBe(401);
    expect(await mails.queued('grievance-received', message.email)).toEqual([]);
  });
});
