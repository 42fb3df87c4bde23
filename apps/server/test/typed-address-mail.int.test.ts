import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMailOutbox,
  renderMail,
  TYPED_ADDRESS_TEMPLATES,
  type TypedAddressTemplate,
} from '../src/modules/mail/index.ts';
import { buildUser, createTestApp, type TestContext } from './helpers.ts';

// Every mail that goes to an address nobody proved (typed into a public form, or an account's link
// to an address not yet confirmed) leaves through one sender: fixed text, and a cap per mailbox.
// Each template of that sender is produced here through its own route, with every field typed
// full of a marker, and its rendered mail must show none of it.

/** What a visitor types: a lure with a link, which the shop's own sender must never carry. */
const MARKER = 'VISITORTYPED';
const lure = (field: string) => `${MARKER} ${field} win a prize at https://evil.example/${field}`;

let ctx: TestContext;
let address = 0;
const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

beforeAll(async () => {
  ctx = await createTestApp({
    GRIEVANCE_OFFICER_NAME: 'Asha Rao',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@launchpad.example',
  });
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: nextAddress(),
    headers: cookie ? { cookie } : {},
  });

async function expectOk(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** Signs up at `email` with a name full of the marker; the session's cookie. */
async function signUp(email: string): Promise<{ cookie: string; id: string }> {
  const res = await post('/api/auth/register', { ...buildUser({ name: lure('name') }), email });
  await expectOk(res);
  return { cookie: `session=${res.json().data.token}`, id: res.json().data.user.id };
}

/** A customer whose own address is proved, named with the marker, who asks to move to `to`. */
async function asksToMoveTo(to: string) {
  const user = buildUser({ name: lure('name') });
  const { cookie, id } = await signUp(user.email);
  await ctx.database.db.execute(sql`update users set email_verified_at = now() where id = ${id}`);
  await expectOk(await post('/api/auth/change-email', { email: to, currentPassword: user.password }, cookie));
}

/** How each template comes to be mailed to `to`, with everything typed full of the marker. */
const routes: Record<TypedAddressTemplate, (to: string) => Promise<void>> = {
  'contact-acknowledgement': async (to) => {
    await expectOk(
      await post('/api/contact', {
        name: lure('name'),
        email: to,
        subject: lure('subject'),
        message: lure('message'),
      }),
    );
  },
  'grievance-received': async (to) => {
    await expectOk(
      await post('/api/grievances', {
        name: lure('name'),
        email: to,
        subject: lure('subject'),
        body: lure('body'),
      }),
    );
  },
  'verify-email': async (to) => {
    await signUp(to);
  },
  'password-reset': async (to) => {
    await signUp(to);
    await expectOk(await post('/api/auth/forgot-password', { email: to }));
  },
  'confirm-email-change': asksToMoveTo,
  'email-change-in-use': async (to) => {
    await signUp(to);
    await asksToMoveTo(to);
  },
};

async function outbox(recipient: string) {
  const result = (await ctx.database.db.execute(
    sql`select template, data from mail_outbox where recipient = ${recipient.toLowerCase()} order by created_at`,
  )) as unknown as { rows: { template: string; data: unknown }[] };
  return result.rows;
}

describe('mail to an address a visitor typed', () => {
  it('is sent by a route for each listed template, and carries nothing anybody typed', async () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(TYPED_ADDRESS_TEMPLATES).sort());
    for (const template of Object.keys(routes) as TypedAddressTemplate[]) {
      const to = `someone.${template}@example.in`;
      await routes[template](to);
      const queued = (await outbox(to)).filter((mail) => mail.template === template);
      expect(queued, template).toHaveLength(1);
      const [mail] = queued;
      expect(JSON.stringify(mail?.data)).not.toContain(MARKER);
      const rendered = await renderMail(template, mail?.data, {
        publicUrl: 'https://launchpad.example',
        support: { email: 'support@launchpad.example', phone: '+91 80 4567 8900' },
      });
      for (const part of [rendered.subject, rendered.html, rendered.text]) {
        expect(part, template).not.toContain(MARKER);
        expect(part, template).not.toContain('evil.example');
      }
    }
  });

  it('leaves only through its sender: the outbox refuses such a template from anywhere else', async () => {
    const outbox = createMailOutbox({ adminNotifyEmail: undefined });
    const mail = { key: 'k', to: 'a@example.in', template: 'verify-email' as const, data: { token: 't' } };
    await expect(
      ctx.database.db.transaction((tx) =>
        // @ts-expect-error the compiler refuses it too
        outbox.enqueue(tx, mail),
      ),
    ).rejects.toThrow(/typed-address sender/);
  });

  it('reaches one mailbox once an hour, however the address is spelled and whichever form and source', async () => {
    const spellings = [
      'victim@example.in',
      'Victim@Example.IN',
      'victim+1@example.in',
      'VICTIM+shop@example.in',
      'victim+x.y@example.in',
      'victim@EXAMPLE.in',
    ];
    for (const [index, to] of spellings.entries()) {
      await routes[index % 2 === 0 ? 'grievance-received' : 'contact-acknowledgement'](to);
    }
    const recipients = [...new Set(spellings.map((to) => to.toLowerCase()))];
    const sent = (await Promise.all(recipients.map((to) => outbox(to)))).flat();
    expect(sent.map((mail) => mail.template)).toEqual(['grievance-received']);
  });

  it('sends one mailbox a few account links a window, however the address is spelled: then none, or a 429 to a resend', async () => {
    const spellings = [
      'owner@example.org',
      'Owner+1@example.org',
      'owner+2@EXAMPLE.org',
      'owner+3@example.org',
    ];
    const accounts = [];
    for (const to of spellings) accounts.push(await signUp(to));
    const allowed = ctx.config.rateLimits.accountMailPerEmail.max;
    const sent = (await Promise.all(spellings.map((to) => outbox(to)))).flat();
    expect(sent.filter((mail) => mail.template === 'verify-email')).toHaveLength(
      Math.min(allowed, spellings.length),
    );
    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: { cookie: accounts[0]?.cookie ?? '' },
      remoteAddress: nextAddress(),
    });
    expect(resend.statusCode, resend.body).toBe(429);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
  });
});
