import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createUser, type TestContext, waitFor } from './helpers.ts';
import { gstSeller, placeOrder, type User } from './payments.ts';
import { pdfWith, uploadFile } from './uploads.ts';

/** A seller registered for GST, so that payments and refunds issue tax documents. */
export const seller = { ...gstSeller, SANDBOX_REFUND_DELAY_SECONDS: '1' };

/** A multipart body of `fields` and one PDF, as a message with an attachment is sent. */
async function withAttachment(fields: Record<string, string>, name: string, bytes: Buffer) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

/** The order's conversation: the customer's message with an attachment, the team's answer and an
 * internal note with its own attachment (the team's, never the customer's). */
async function converse(ctx: TestContext, user: User, admin: User, orderId: string, marker: string) {
  const asked = await withAttachment(
    { body: `Message of ${marker}: here is my rent agreement` },
    `rent-${marker}.pdf`,
    pdfWith(`attachment-of-${marker}`),
  );
  const sent = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/messages`,
    headers: { ...asked.headers, cookie: user.cookie },
    payload: asked.payload,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const answer = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/messages`,
    headers: { cookie: admin.cookie },
    payload: { body: `Answer to ${marker}: that works.` },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const note = await withAttachment(
    { body: `Internal note about ${marker}`, internal: 'true' },
    `note-${marker}.pdf`,
    pdfWith(`internal-of-${marker}`),
  );
  const noted = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/messages`,
    headers: { ...note.headers, cookie: admin.cookie },
    payload: note.payload,
  });
  expect(noted.statusCode, noted.body).toBe(201);
}

/** A complaint about the order, acknowledged by the team with a note. */
async function complain(ctx: TestContext, user: User, admin: User, orderId: string, marker: string) {
  const raised = await ctx.app.inject({
    method: 'POST',
    url: '/api/grievances',
    headers: { cookie: user.cookie },
    remoteAddress: '10.78.0.1',
    payload: { subject: `Complaint of ${marker}`, body: `The launch of ${marker} is late.`, orderId },
  });
  expect(raised.statusCode, raised.body).toBe(201);
  const acknowledged = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/grievances/${raised.json().data.id}`,
    headers: { cookie: admin.cookie },
    payload: { status: 'acknowledged', note: `Looking into it for ${marker}` },
  });
  expect(acknowledged.statusCode, acknowledged.body).toBe(200);
}

/**
 * Proves the user's address as its owner does: the sign-up's verification link, read from the mail
 * waiting in the outbox, opened in the browser signed in to the account (which stays signed in).
 */
export async function proveAddress(ctx: TestContext, user: User) {
  const result = await ctx.database.db.execute(
    sql`select data->>'token' as token from mail_outbox
        where recipient = ${user.email} and template = 'verify-email' order by created_at desc limit 1`,
  );
  const token = (result as unknown as { rows: { token: string | null }[] }).rows[0]?.token;
  expect(token, `no verification link for ${user.email}`).toBeTruthy();
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    headers: { cookie: user.cookie },
    payload: { token },
  });
  expect(verified.statusCode, verified.body).toBe(200);
}

/** A customer who used every feature: billing details, a paid and part-refunded order with a
 * document, a deliverable and a conversation, a complaint, a contact message and the mails all that
 * sent. */
export async function busyCustomer(ctx: TestContext, admin: User, marker: string) {
  const user = await createUser(ctx.app, { name: `Customer ${marker}` });
  await proveAddress(ctx, user);
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/auth/me/billing',
    headers: { cookie: user.cookie },
    payload: { name: `${marker} Foods LLP`, address: `${marker} Linking Road, Mumbai 400050`, state: '27' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const orderId = await placeOrder(ctx.app, user, 'starter', { payWith: 'CARD' });
  const doc = await uploadFile(ctx.app, user, `/api/orders/${orderId}/documents`, 'pan', {
    name: `pan-${marker}.pdf`,
    bytes: pdfWith(`document-of-${marker}`),
  });
  expect(doc.statusCode, doc.body).toBe(201);
  const deliverable = await uploadFile(ctx.app, admin, `/api/admin/orders/${orderId}/deliverables`, 'other', {
    name: `deliverable-${marker}.pdf`,
    bytes: pdfWith(`deliverable-of-${marker}`, 300 * 1024),
  });
  expect(deliverable.statusCode, deliverable.body).toBe(201);
  const refund = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { cookie: admin.cookie },
    payload: { amount: 1000, reason: `Goodwill for ${marker}` },
  });
  expect(refund.statusCode, refund.body).toBe(201);
  await waitFor(async () => {
    const result = await ctx.database.db.execute(
      sql`select count(*)::int as n from invoices where order_id = ${orderId} and kind = 'credit-note'`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n === 1;
  });
  const contact = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: '10.77.0.1',
    payload: {
      name: user.name,
      email: user.email,
      phone: '+91 98860 12345',
      subject: 'Private Limited Company',
      message: `A question from ${marker} about the private limited company.`,
      service: 'pvt-ltd',
    },
  });
  expect(contact.statusCode, contact.body).toBe(201);
  await converse(ctx, user, admin, orderId, marker);
  await complain(ctx, user, admin, orderId, marker);
  return { user, orderId };
}
