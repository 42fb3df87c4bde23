import { randomUUID } from 'node:crypto';
import { contactReference, messages } from '@launchpad/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testConfig } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { contactMessages, mailOutbox } from '../../db/schema.ts';
import { renderMail } from '../mail/index.ts';

let ctx: TestContext;
/** The app's clock, for the limits: moved forward by the tests that need hours to pass. */
let clock = Date.now();
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SCALE: '1' }, { now: () => clock });
});
afterAll(async () => {
  await ctx?.close();
});

let addressCounter = 0;
/** Each test writes from its own address so the per-address limit of one never trips another. */
function nextAddress() {
  addressCounter += 1;
  return `10.77.0.${addressCounter}`;
}

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ananya Rao',
    email: 'ananya@example.in',
    phone: '+91 98860 12345',
    subject: 'Private Limited Company',
    message: 'I want to register a private limited company in Bengaluru with my co-founder.',
    service: 'pvt-ltd',
    ...overrides,
  };
}

function send(payload: unknown, remoteAddress = nextAddress()) {
  return ctx.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
}

async function storedRow(id: string) {
  const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

describe('POST /api/contact', () => {
  it('stores the message and answers 201 with its id and the thank-you message', async () => {
    const res = await send(message({ email: ' Ananya@Example.IN ' }));

    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: messages.contactSuccess });
    const row = await storedRow(body.data.id);
    expect(row).toMatchObject({
      name: 'Ananya Rao',
      email: 'ananya@example.in',
      phone: '+91 98860 12345',
      subject: 'Private Limited Company',
      service: 'pvt-ltd',
      handledAt: null,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('stores no phone and no service when they are left out or blank', async () => {
    const res = await send(message({ phone: '', service: undefined }));

    expect(res.statusCode).toBe(201);
    expect(await storedRow(res.json().data.id)).toMatchObject({ phone: null, service: null });
  });

  it('rejects missing and invalid fields with 400 and a detail per field', async () => {
    const res = await send({ name: '', email: 'not-an-email', subject: 'Hello', message: '   ' });

    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, error: { code: 'validation_failed' } });
    const paths = body.error.details.map((detail: { path: string }) => detail.path).sort();
    expect(paths).toEqual(['email', 'message', 'name']);
    expect(body.error.details).toContainEqual({ path: 'email', message: 'Enter a valid email address' });
  });

  it('rejects an unknown service id', async () => {
    const res = await send(message({ service: 'platinum' }));

    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((detail: { path: string }) => detail.path)).toEqual(['service']);
  });

  it('stores hostile text verbatim, neither escaped nor executed', async () => {
    const hostile = {
      name: `<img src=x onerror=alert(1)>`,
      subject: `'; DROP TABLE contact_messages; --`,
      message: `<script>alert("hi")</script>\n{{constructor.constructor('x')()}} \u202Eevil ☃`,
    };
    const res = await send(message(hostile));

    expect(res.statusCode).toBe(201);
    expect(await storedRow(res.json().data.id)).toMatchObject(hostile);
  });

  it('answers 429 with Retry-After once an address has sent the limit', async () => {
    const address = nextAddress();
    const limit = ctx.config.rateLimits.contactPerIp.max;
    for (let i = 0; i < limit; i++) {
      expect((await send(message(), address)).statusCode).toBe(201);
    }

    const res = await send(message(), address);

    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'rate_limited' } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await send(message())).statusCode).toBe(201);
  });

  it('refuses a cross-site form post', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: message(),
      headers: { origin: 'https://evil.example' },
      remoteAddress: nextAddress(),
    });

    expect(res.statusCode).toBe(403);
  });
});

describe('the acknowledgement of the contact form', () => {
  const acknowledgements = (pattern: string) =>
    ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'contact-acknowledgement'), like(mailOutbox.recipient, pattern)));

  it('goes to one address at most once an hour and three times a day, however it is spelled', async () => {
    const spellings = [
      'target@example.in',
      'Target@Example.IN',
      'target+1@example.in',
      'target+x@example.in',
    ];
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await send(message({ email: spellings[i % spellings.length] }));
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
    // Every message is kept for the team, and answered alike.
    for (const id of ids) expect(await storedRow(id)).toBeDefined();
    expect(await acknowledgements('target%@example.in')).toHaveLength(1);

    for (let hour = 1; hour <= 4; hour++) {
      clock += 61 * 60 * 1000;
      for (let i = 0; i < 3; i++)
        expect((await send(message({ email: 'target@example.in' }))).statusCode).toBe(201);
    }
    expect(await acknowledgements('target%@example.in')).toHaveLength(3);
    // Another address is not affected.
    await send(message({ email: 'someone.else@example.in' }));
    expect(await acknowledgements('someone.else@example.in')).toHaveLength(1);
  });

  it('carries none of what the visitor typed: a fixed text with the reference', async () => {
    const typed = {
      name: 'Claim your refund at https://evil.example/claim',
      email: 'victim@example.in',
      subject: 'Your account is locked: visit https://evil.example/unlock',
      message: 'Reply with your OTP to https://evil.example/otp',
    };
    const res = await send(message(typed));
    expect(res.statusCode).toBe(201);
    expect(await storedRow(res.json().data.id)).toMatchObject(typed);

    const [ack] = await acknowledgements('victim@example.in');
    expect(ack).toBeDefined();
    const mail = await renderMail('contact-acknowledgement', ack?.data, {
      publicUrl: 'https://launchpad.example',
      support: { email: 'support@launchpad.example', phone: '+91 80 4000 0000' },
    });
    for (const text of [mail.subject, mail.text, mail.html, JSON.stringify(ack?.data)]) {
      expect(text).not.toContain('evil.example');
      expect(text).not.toContain('Claim your refund');
      expect(text).not.toContain('Your account is locked');
      expect(text).not.toContain('Reply with your');
    }
    expect(mail.text).toContain(contactReference(res.json().data.id));
  });
  it.runIf(Boolean(process.env.REDIS_URL))('counts them across instances that share Redis', async () => {
    const shared = { rateLimitPrefix: `launchpad-test:${randomUUID()}:`, database: ctx.database };
    const config = testConfig({ RATE_LIMIT_SCALE: '1', REDIS_URL: process.env.REDIS_URL ?? '' });
    const options = { ...shared, skipMigrations: true, upkeep: false, mailWorker: false } as const;
    const [a, b] = [await buildApp(config, options), await buildApp(config, options)];
    try {
      for (let i = 0; i < 6; i++) {
        const res = await (i % 2 ? b : a).inject({
          method: 'POST',
          url: '/api/contact',
          payload: message({ email: 'shared.target@example.in' }),
          remoteAddress: nextAddress(),
        });
        expect(res.statusCode).toBe(201);
      }
      expect(await acknowledgements('shared.target@example.in')).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
