import { randomUUID } from 'node:crypto';
import { accountMessages } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createAdmin, createTestApp, createUser, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
let orderId: string;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  admin = await createAdmin(ctx, { name: 'Ananya Rao' });
  const result = (await ctx.database.db.execute(
    sql`insert into orders (user_id, package_id, package_name, amount, status)
        values (${admin.user.id}, 'growth', 'Growth', 49999, 'in-progress') returning id`,
  )) as { rows: { id: string }[] };
  orderId = result.rows[0]?.id ?? '';
});
afterAll(async () => {
  await ctx?.close();
});

function send(method: 'POST' | 'PATCH', url: string, payload: object, cookie?: string) {
  return ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}

function fieldsOf(res: { json: () => { error?: { details?: { path: string }[] } } }) {
  return res.json().error?.details?.map((detail) => detail.path);
}

describe('a control character in stored text', () => {
  it('is a 400 on the field, for every form that stores text, and nothing is stored', async () => {
    const nul = 'Asha\u0000Verma';
    const cases = [
      { res: await send('POST', '/api/auth/register', buildUser({ name: nul })), field: 'name' },
      { res: await send('PATCH', '/api/auth/me', { name: nul, phone: '' }, admin.cookie), field: 'name' },
      {
        res: await send('POST', '/api/contact', {
          name: 'Asha',
          email: 'asha@example.in',
          subject: 'Hello',
          message: 'Line one\u001b[31m',
        }),
        field: 'message',
      },
      {
        res: await send('PATCH', `/api/admin/orders/${orderId}/notes`, { notes: 'Call\u0000' }, admin.cookie),
        field: 'notes',
      },
      {
        res: await send(
          'PATCH',
          `/api/admin/orders/${orderId}/status`,
          { status: 'completed', reason: 'Done\u0007' },
          admin.cookie,
        ),
        field: 'reason',
      },
      {
        res: await send(
          'POST',
          '/api/admin/invitations',
          { name: nul, email: buildUser().email, phone: '+91 98765 43210' },
          admin.cookie,
        ),
        field: 'name',
      },
      {
        res: await send(
          'PATCH',
          `/api/admin/orders/${orderId}/milestones/${randomUUID()}`,
          { status: 'done', note: 'Filed\u0000' },
          admin.cookie,
        ),
        field: 'note',
      },
      {
        res: await send(
          'PATCH',
          `/api/admin/orders/${orderId}/documents/${randomUUID()}`,
          { status: 'rejected', reason: 'Blurred\u001b[0m' },
          admin.cookie,
        ),
        field: 'reason',
      },
      {
        res: await send(
          'PATCH',
          `/api/admin/orders/${orderId}/launch`,
          { internalNotes: 'Gate code\u0008 4411' },
          admin.cookie,
        ),
        field: 'internalNotes',
      },
    ];
    for (const { res, field } of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(fieldsOf(res)).toEqual([field]);
    }
    const stored = (await ctx.database.db.execute(
      sql`select count(*)::int as n from users where name like 'Asha%Verma'`,
    )) as { rows: { n: number }[] };
    expect(stored.rows[0]?.n).toBe(0);
    const order = (await ctx.database.db.execute(
      sql`select internal_notes from orders where id = ${orderId}`,
    )) as { rows: { internal_notes: string | null }[] };
    expect(order.rows[0]?.internal_notes).toBeNull();
  });

  it('is a 400 on the billing name and address, and no billing details are stored', async () => {
    const user = await createUser(ctx.app);
    const billing = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/me/billing',
        payload,
        headers: { cookie: user.cookie },
      });
    const valid = { name: 'Verma Foods LLP', address: '4 Linking Road, Mumbai 400050', state: '27' };
    for (const [field, payload] of [
      ['name', { ...valid, name: 'Verma\u0000Foods' }],
      ['name', { ...valid, name: 'Verma Foods\u001b[2J' }],
      // Only invisible characters: the visible-character rule of names.
      ['name', { ...valid, name: '\u200b\u200d ' }],
      // A direction override, which would print the name reordered on a tax invoice.
      ['name', { ...valid, name: 'Verma \u202eSDOOF' }],
      ['name', { ...valid, name: 'Verma \u2067Foods' }],
      ['name', { ...valid, name: '\u3164\u115f' }],
      ['address', { ...valid, address: '4 Linking Road\r\nMumbai 400050' }],
      ['address', { ...valid, address: '4 Linking Road\u0085Mumbai' }],
    ] as const) {
      const res = await billing(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(fieldsOf(res)).toEqual([field]);
    }
    const stored = (await ctx.database.db.execute(
      sql`select count(*)::int as n from billing_details where user_id = ${user.user.id}`,
    )) as { rows: { n: number }[] };
    expect(stored.rows[0]?.n).toBe(0);
    // A line break inside the address is kept: addresses are written on several lines.
    const saved = await billing({ ...valid, address: '4 Linking Road\nBandra West\nMumbai 400050' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.billing.address).toBe('4 Linking Road\nBandra West\nMumbai 400050');
  });

  it('keeps line breaks and tabs where text may have them', async () => {
    const res = await send('POST', '/api/contact', {
      name: 'Asha',
      email: 'asha@example.in',
      subject: 'Hello',
      message: 'Line one\n\tLine two',
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('the password policy', () => {
  it('refuses common, leaked and repetitive passwords at sign-up, on the password field', async () => {
    for (const [password, message] of [
      ['password', accountMessages.passwordTooCommon],
      ['12345678', accountMessages.passwordTooCommon],
      ['aaaaaaaa', accountMessages.passwordRepetitive],
      ['Launchpad123', accountMessages.passwordNamesTheService],
      ['Passw0rd!', accountMessages.passwordCommonVariant],
    ] as const) {
      const res = await send('POST', '/api/auth/register', buildUser({ password }));
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.details).toEqual([{ path: 'password', message }]);
    }
  });

  it('refuses them on a password change and when an admin creates an account', async () => {
    const user = await createUser(ctx.app, { name: 'Kavya Menon' });
    const changed = await send(
      'POST',
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: 'iloveyou1' },
      user.cookie,
    );
    expect(changed.statusCode).toBe(400);
    expect(fieldsOf(changed)).toEqual(['newPassword']);
    for (const [newPassword, message] of [
      ['K4vya.Menon!', accountMessages.passwordIsYourName],
      ['L@unchpad2026', accountMessages.passwordNamesTheService],
      ['$unsh1ne99', accountMessages.passwordCommonVariant],
    ] as const) {
      const res = await send(
        'POST',
        '/api/auth/change-password',
        { currentPassword: user.password, newPassword },
        user.cookie,
      );
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().error.details).toEqual([{ path: 'newPassword', message }]);
    }
  });

  it('accepts a long passphrase of up to 256 characters', async () => {
    const res = await send('POST', '/api/auth/register', buildUser({ password: 'quiet river '.repeat(21) }));
    expect(res.statusCode).toBe(201);
  });
});
