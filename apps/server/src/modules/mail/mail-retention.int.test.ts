import { MAIL_HISTORY_RETENTION_DAYS } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { firstRetentionPass } from '../../../test/retention.ts';
import { selectRows } from '../../db/rows.ts';
import { queueMail } from './outbox.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/**
 * Queues a mail as the app does, then puts it in `status`, queued `queuedDays` ago and last
 * touched (sent, given up or retried) `touchedDays` ago.
 */
async function mail(
  key: string,
  status: 'pending' | 'sent' | 'failed',
  queuedDays: number,
  touchedDays: number,
) {
  await queueMail(ctx.database.db, {
    key,
    to: 'asha@example.in',
    template: 'contact-acknowledgement',
    data: { reference: 'C-RETENTION', receivedAt: '1 December 2026' },
  });
  const touched = sql`now() - make_interval(days => ${touchedDays})`;
  await ctx.database.db.execute(
    sql`update mail_outbox set status = ${status}, created_at = now() - make_interval(days => ${queuedDays}),
          updated_at = ${touched}, sent_at = ${status === 'sent' ? touched : null}
        where idempotency_key = ${key}`,
  );
  return key;
}

describe('the mail history retention job', () => {
  it('deletes the mails sent or given up longer ago than the notice says, and keeps pending ones', async () => {
    const days = MAIL_HISTORY_RETENTION_DAYS;
    const gone = [
      await mail('retention:sent-long-ago', 'sent', days + 2, days + 1),
      await mail('retention:failed-long-ago', 'failed', days + 2, days + 1),
    ];
    const kept = [
      await mail('retention:sent-lately', 'sent', days - 1, days - 1),
      await mail('retention:failed-lately', 'failed', days - 1, days - 1),
      // Queued long ago, given up, then retried by an admin and sent lately: it counts from then.
      await mail('retention:retried-lately', 'sent', days + 10, days - 1),
      // Never delivered yet (an admin's retry, due again): pending mails are never deleted.
      await mail('retention:pending', 'pending', days + 10, days + 5),
    ];

    const { atStart, passed } = await firstRetentionPass(ctx, 'mail_retention');

    expect(atStart.startedAt).toBeGreaterThan(0);
    expect(passed).toBe(true);
    const left = await selectRows<{ key: string }>(
      ctx.database.db,
      sql`select idempotency_key as key from mail_outbox where idempotency_key like 'retention:%'`,
    );
    expect(left.map((row) => row.key).sort()).toEqual(kept.sort());
    expect(gone.some((key) => left.some((row) => row.key === key))).toBe(false);
  });
});
