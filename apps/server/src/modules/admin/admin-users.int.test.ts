import { adminUserMessages, messages, type UserRole } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildUser,
  createAdmin,
  createUser,
  rowsOf,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { createTestAppWithSmtp } from '../../../test/mail-notices.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ({ smtp, ...ctx } = await createTestAppWithSmtp({ PUBLIC_URL: 'https://launchpad.example' }));
  admin = await createAdmin(ctx, { name: 'Ananya Rao' });
});

afterAll(async () => {
  await ctx?.close();
});

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, by: TestUser = admin) {
  return ctx.app.inject({ method, url, payload, headers: { cookie: by.cookie } });
}

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(ctx.database, query);

/** Whether a session cookie still opens the account. */
async function signedIn(user: TestUser): Promise<boolean> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } });
  return res.statusCode === 200;
}

function login(email: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

/** The token of the newest invitation mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  await ctx.app.mailDelivery.deliverDue(50);
  const mail = smtp
    .to(email)
    .filter((m) => m.subject.startsWith('You are invited to Launchpad'))
    .at(-1);
  const match = mail?.text.match(/https:\/\/launchpad\.example\/accept-invitation\?token=([\w-]+)/);
  expect(match, mail?.text).toBeTruthy();
  return match?.[1] ?? '';
}

function accept(token: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/accept-invitation',
    payload: { token, password },
  });
}

async function invite(role: UserRole = 'customer') {
  const { password: _none, ...person } = buildUser({ name: 'Kavya Iyer' });
  const res = await call('POST', '/api/admin/invitations', { ...person, role });
  expect(res.statusCode, res.body).toBe(201);
  return { ...person, id: res.json().data.user.id as string, res };
}

describe('POST /api/admin/invitations', () => {
  it('opens an account without a password and mails a link that sets it, once', async () => {
    const invitee = await invite('support');
    expect(invitee.res.json()).toMatchObject({
      message: adminUserMessages.invited,
      data: { user: { role: 'support', invitationPending: true, emailVerified: false, deactivated: false } },
    });
    const token = await invitationToken(invitee.email);
    const mail = smtp.to(invitee.email).at(-1);
    expect(mail?.text).toContain('Ananya Rao opened a Launchpad account for you');

    expect((await login(invitee.email, 'a staff password 42')).statusCode).toBe(401);
    const set = await accept(token, 'a staff password 42');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toBe(adminUserMessages.passwordSet);
    const again = await accept(token, 'another staff password 43');
    expect(again.statusCode).toBe(400);

    const signedInNow = await login(invitee.email, 'a staff password 42');
    expect(signedInNow.statusCode).toBe(200);
    expect(signedInNow.json().data.user).toMatchObject({ role: 'support', emailVerified: true });
    const listed = await call('GET', `/api/admin/users?q=${encodeURIComponent(invitee.email)}`);
    expect(listed.json().data.users[0]).toMatchObject({ id: invitee.id, invitationPending: false });
  });

  it('asks no phone of the invitee', async () => {
    const { password: _none, phone: _phone, ...person } = buildUser({ name: 'Rohan Das' });
    const res = await call('POST', '/api/admin/invitations', person);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.user).toMatchObject({ email: person.email, phone: null });
    const blank = await call('POST', '/api/admin/invitations', {
      ...buildUser(),
      password: undefined,
      phone: '',
    });
    expect(blank.statusCode, blank.body).toBe(201);
    expect(blank.json().data.user.phone).toBeNull();
  });

  it('refuses an email that is taken, and a password the policy refuses keeps the link alive', async () => {
    const taken = await call('POST', '/api/admin/invitations', {
      name: 'Someone',
      email: admin.email.toUpperCase(),
      phone: '+91 98765 43210',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: messages.emailTaken, error: { code: 'email_taken' } });

    const invitee = await invite();
    const token = await invitationToken(invitee.email);
    expect((await accept(token, 'password1')).statusCode).toBe(400);
    expect((await accept(token, 'a far better passphrase')).statusCode).toBe(200);
  });

  it('sends a new link on resend and retires the earlier one; none once the password is set', async () => {
    const invitee = await invite();
    const first = await invitationToken(invitee.email);
    const resent = await call('POST', `/api/admin/users/${invitee.id}/invitation`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe(adminUserMessages.invitationResent);
    const second = await invitationToken(invitee.email);
    expect(second).not.toBe(first);
    expect((await accept(first, 'a staff password 42')).statusCode).toBe(400);
    expect((await accept(second, 'a staff password 42')).statusCode).toBe(200);

    const noMore = await call('POST', `/api/admin/users/${invitee.id}/invitation`);
    expect(noMore.statusCode).toBe(409);
    expect(noMore.json().message).toBe(adminUserMessages.noInvitationPending);
  });

  it('retires the invitation when the invitee is made an admin or resets the password instead', async () => {
    const invitee = await invite();
    const token = await invitationToken(invitee.email);
    expect((await call('PATCH', `/api/admin/users/${invitee.id}/role`, { role: 'owner' })).statusCode).toBe(
      200,
    );
    expect((await accept(token, 'a staff password 42')).statusCode).toBe(400);
  });
});

describe('deactivating an account', () => {
  it('ends its sessions, refuses its sign-in with a clear message, and reactivation lets it back', async () => {
    const customer = await createUser(ctx.app);
    const res = await call('POST', `/api/admin/users/${customer.user.id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: adminUserMessages.deactivated,
      data: { user: { deactivated: true } },
    });
    expect(await signedIn(customer)).toBe(false);
    const refused = await login(customer.email, customer.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.accountDeactivated);
    // A wrong password says nothing about the account's state.
    expect((await login(customer.email, 'not the password at all')).statusCode).toBe(401);

    const back = await call('POST', `/api/admin/users/${customer.user.id}/reactivate`);
    expect(back.json()).toMatchObject({ data: { user: { deactivated: false } } });
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
  });

  it('refuses to deactivate one’s own account', async () => {
    const res = await call('POST', `/api/admin/users/${admin.user.id}/deactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(adminUserMessages.selfDeactivation);
    expect(await signedIn(admin)).toBe(true);
  });

  it('answers 404 for an account that does not exist', async () => {
    const res = await call('POST', '/api/admin/users/00000000-0000-4000-8000-000000000999/deactivate');
    expect(res.statusCode).toBe(404);
  });
});

describe('signing out everywhere and resending verification', () => {
  it('ends every session of the account and says how many', async () => {
    const customer = await createUser(ctx.app);
    await login(customer.email, customer.password);
    const res = await call('POST', `/api/admin/users/${customer.user.id}/sessions/revoke`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(adminUserMessages.signedOut(2));
    expect(await signedIn(customer)).toBe(false);
    expect(await signedIn(admin)).toBe(true);
  });

  it('mails a new verification link to an unverified address, within the owner’s own limit', async () => {
    const customer = await createUser(ctx.app);
    const verifyMails = () =>
      smtp.to(customer.email).filter((m) => m.subject.startsWith('Confirm your email'));
    await ctx.app.mailDelivery.deliverDue(50);
    const before = verifyMails().length;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await call('POST', `/api/admin/users/${customer.user.id}/verification`)).statusCode);
    }
    // Three account mails a window reach one mailbox, the sign-up's own link among them.
    expect(statuses).toEqual([200, 200, 429, 429]);
    await ctx.app.mailDelivery.deliverDue(50);
    expect(verifyMails()).toHaveLength(before + 2);
  });

  it('refuses to resend verification for an address that is verified', async () => {
    const customer = await createUser(ctx.app);
    await ctx.database.db.execute(
      sql`update users set email_verified_at = now() where id = ${customer.user.id}`,
    );
    const res = await call('POST', `/api/admin/users/${customer.user.id}/verification`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(adminUserMessages.alreadyVerified);
  });
});

describe('PATCH /api/admin/users/:id/role', () => {
  it('making an owner ends every session and link of the account', async () => {
    const colleague = await createUser(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: colleague.email },
    });
    const res = await call('PATCH', `/api/admin/users/${colleague.user.id}/role`, { role: 'owner' });
    expect(res.json()).toMatchObject({
      message: adminUserMessages.roleChanged('owner'),
      data: { user: { role: 'owner' } },
    });
    expect(await signedIn(colleague)).toBe(false);
    const live = await rows<{ n: number }>(
      sql`select count(*)::int as n from account_tokens where user_id = ${colleague.user.id} and used_at is null`,
    );
    expect(live).toEqual([{ n: 0 }]);
    const again = await call('PATCH', `/api/admin/users/${colleague.user.id}/role`, { role: 'owner' });
    expect(again.json().message).toBe(adminUserMessages.roleUnchanged);

    const revoked = await call('PATCH', `/api/admin/users/${colleague.user.id}/role`, { role: 'customer' });
    expect(revoked.json()).toMatchObject({
      message: adminUserMessages.roleChanged('customer'),
      data: { user: { role: 'customer' } },
    });
  });

  it('gives a colleague a role of the team, ends their sessions, and they sign in to it', async () => {
    const colleague = await createUser(ctx.app);
    const res = await call('PATCH', `/api/admin/users/${colleague.user.id}/role`, { role: 'finance' });
    expect(res.json()).toMatchObject({
      message: adminUserMessages.roleChanged('finance'),
      data: { user: { role: 'finance' } },
    });
    expect(await signedIn(colleague)).toBe(false);
    const again = await login(colleague.email, colleague.password);
    expect(again.json().data.user.role).toBe('finance');
    const cookie = `session=${again.json().data.token}`;
    const invoices = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/invoices',
      headers: { cookie },
    });
    expect(invoices.statusCode).toBe(200);
    const roles = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${admin.user.id}/role`,
      payload: { role: 'customer' },
      headers: { cookie },
    });
    expect(roles.statusCode).toBe(403);
    expect(roles.json().message).toBe('Your role (finance) does not allow staff.manage.');
  });

  it('refuses a role that does not exist with 400 on the field, and changes nothing', async () => {
    const colleague = await createUser(ctx.app);
    const res = await call('PATCH', `/api/admin/users/${colleague.user.id}/role`, { role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      expect.objectContaining({
        path: 'role',
        message: 'Choose a role: owner, operations, finance, support, customer',
      }),
    ]);
    expect(await signedIn(colleague)).toBe(true);
  });

  it('never leaves no active owner, even when two owners demote each other at once', async () => {
    const first = await createAdmin(ctx);
    const second = await createAdmin(ctx);
    // Only these two stay active admins for this test.
    await ctx.database.db.execute(
      sql`update users set role = 'customer' where role = 'owner' and id not in (${first.user.id}, ${second.user.id})`,
    );
    try {
      const [a, b] = await Promise.all([
        call('PATCH', `/api/admin/users/${second.user.id}/role`, { role: 'customer' }, first),
        call('PATCH', `/api/admin/users/${first.user.id}/role`, { role: 'customer' }, second),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect([a, b].find((r) => r.statusCode === 409)?.json().message).toBe(adminUserMessages.lastOwner);
      const admins = await rows<{ n: number }>(
        sql`select count(*)::int as n from users where role = 'owner'`,
      );
      expect(admins).toEqual([{ n: 1 }]);

      const survivor = a.statusCode === 200 ? first : second;
      const self = await call(
        'PATCH',
        `/api/admin/users/${survivor.user.id}/role`,
        { role: 'customer' },
        survivor,
      );
      expect(self.statusCode).toBe(409);

      // Deactivating each other at once is held to the same rule.
      const other = await createAdmin(ctx);
      const [c, d] = await Promise.all([
        call('POST', `/api/admin/users/${other.user.id}/deactivate`, undefined, survivor),
        call('POST', `/api/admin/users/${survivor.user.id}/deactivate`, undefined, other),
      ]);
      expect([c.statusCode, d.statusCode].sort()).toEqual([200, 409]);
      const active = await rows<{ n: number }>(
        sql`select count(*)::int as n from users where role = 'owner' and deactivated_at is null`,
      );
      expect(active).toEqual([{ n: 1 }]);
    } finally {
      await ctx.database.db.execute(sql`update users set role = 'owner' where id = ${admin.user.id}`);
    }
  });
});

describe('GET /api/admin/orders?userId=', () => {
  it('lists only the orders of that customer', async () => {
    const customer = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    for (const owner of [customer, other]) {
      await ctx.database.db.execute(sql`
        insert into orders (user_id, package_id, package_name, amount, status)
        values (${owner.user.id}, 'growth', 'Growth', 49999, 'pending')`);
    }
    const res = await call('GET', `/api/admin/orders?userId=${customer.user.id}`);
    expect(res.statusCode).toBe(200);
    const listed = res.json().data.orders as { customer: { id: string } }[];
    expect(listed.map((o) => o.customer.id)).toEqual([customer.user.id]);
    expect(res.json().data.total).toBeNull();
    expect((await call('GET', '/api/admin/orders?userId=nope')).statusCode).toBe(400);
  });
});
