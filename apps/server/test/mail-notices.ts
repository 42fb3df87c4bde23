import { isPrivatePage } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { createTestSmtpServer, freePort, type TestSmtpServer } from './smtp.ts';

export const PUBLIC_URL = 'https://launchpad.example';
export const TEAM_INBOX = 'team@launchpad.example';

/** Helpers for tests of the mails that follow an event: what the outbox holds, and what arrived. */
export function mailNotices(ctx: () => TestContext) {
  return {
    /** The outbox rows of one template for one recipient (whatever their state). */
    async queued(template: string, recipient: string) {
      const result = (await ctx().database.db.execute(
        sql`select idempotency_key as key, status from mail_outbox
            where template = ${template} and recipient = ${recipient.toLowerCase()} order by created_at`,
      )) as unknown as { rows: { key: string; status: string }[] };
      return result.rows;
    },

    /** Delivers every mail that is due. */
    async deliverAll() {
      while ((await ctx().app.mailDelivery.deliverDue(50)) === 50) {}
    },

    /**
     * The order page a mail links to: it must be this site's order page, and the order must open
     * for the customer who got the mail.
     */
    async expectOrderLink(text: string, orderId: string, cookie: string) {
      const match = text.match(/https:\/\/launchpad\.example\/dashboard\/orders\/[0-9a-f-]{36}/);
      expect(match, text).toBeTruthy();
      const link = new URL(match?.[0] ?? '');
      expect(`${link.protocol}//${link.host}`).toBe(PUBLIC_URL);
      expect(isPrivatePage(link.pathname)).toBe(true);
      expect(link.pathname).toBe(`/dashboard/orders/${orderId}`);
      const opened = await ctx().app.inject({
        method: 'GET',
        url: `/api/orders/${link.pathname.split('/').at(-1)}`,
        headers: { cookie },
      });
      expect(opened.statusCode).toBe(200);
    },
  };
}

/**
 * A test app whose mails go to a test SMTP server of its own, on a free port; `close` stops both.
 */
export async function createTestAppWithSmtp(
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<TestContext & { smtp: TestSmtpServer }> {
  const smtp = createTestSmtpServer(await freePort());
  await smtp.start();
  let ctx: TestContext;
  try {
    ctx = await createTestApp({ SMTP_URL: smtp.url, ...env }, options);
  } catch (error) {
    await smtp.stop();
    throw error;
  }
  return {
    ...ctx,
    smtp,
    close: async () => {
      await ctx.close();
      await smtp.stop();
    },
  };
}
