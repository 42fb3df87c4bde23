import { openPaymentStates } from '@launchpad/shared';
import { and, count, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox, payments } from '../../db/schema.ts';

/** The counts the metrics read from the database at each scrape: small grouped counts, no rows. */
export function createMetricsRepository(db: Db) {
  return {
    paymentsByState(): Promise<{ state: string; n: number }[]> {
      return db.select({ state: payments.state, n: count() }).from(payments).groupBy(payments.state);
    },

    async pendingPaymentsOlderThanAnHour(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(payments)
        .where(
          and(
            inArray(payments.state, openPaymentStates),
            lt(payments.createdAt, sql`now() - interval '1 hour'`),
          ),
        );
      return row?.n ?? 0;
    },

    mailByStatus(): Promise<{ status: string; n: number }[]> {
      return db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
    },
  };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
