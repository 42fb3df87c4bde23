import { MAIL_PROBLEM_ATTEMPTS, type MailStatus } from '@launchpad/shared';
import { and, count, desc, eq, inArray, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { selectRows } from '../../db/rows.ts';
import { type MailOutboxRow, mailOutbox } from '../../db/schema.ts';

/** A file sent with a mail; the content travels base64-encoded in the outbox row. */
export interface MailFile {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * A document of the product attached by reference and rendered when the mail is delivered (an
 * invoice's PDF), so that the outbox row stays small; documents never change once issued.
 */
export interface MailDocument {
  document: 'invoice';
  id: string;
}

export type MailAttachment = MailFile | MailDocument;

export interface NewOutboxMail {
  idempotencyKey: string;
  recipient: string;
  template: string;
  data: unknown;
  attachments: MailAttachment[];
  giveUpAt: Date;
}

/**
 * Writes a mail into the outbox within the caller's transaction. A second mail with the same
 * idempotency key is ignored: the event already has its mail. Returns whether a row was written.
 */
export async function insertOutboxMail(tx: Queryable, mail: NewOutboxMail): Promise<boolean> {
  // The statement's own clock, not the transaction's: mails queued by one transaction (a receipt,
  // then the launch's first request) are due, and claimed and sent, in the order they were queued.
  const queuedAt = sql`clock_timestamp()`;
  const rows = await tx
    .insert(mailOutbox)
    .values({ ...mail, createdAt: queuedAt, nextAttemptAt: queuedAt })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** A mail still being retried that has failed three times already: a problem for the admins. */
const failingPending = sql`(${mailOutbox.status} = 'pending' and ${mailOutbox.attempts} >= ${MAIL_PROBLEM_ATTEMPTS})`;

/**
 * Claims due pending mails for this instance by pushing their next attempt out by a lease;
 * SKIP LOCKED lets several instances claim disjoint batches at the same moment. A mail whose
 * instance died mid-delivery is claimed again once its lease runs out. Mails are claimed and
 * delivered oldest first, in the order they were queued.
 */
async function claimDueMails(db: Db, limit: number, leaseSeconds: number): Promise<MailOutboxRow[]> {
  const claimed = await selectRows<{ id: string }>(
    db,
    sql`update mail_outbox set next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      where id in (
        select id from mail_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, created_at, id
        limit ${limit}
        for update skip locked
      )
      returning id`,
  );
  if (claimed.length === 0) return [];
  return db
    .select()
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.id,
        claimed.map((r) => r.id),
      ),
    )
    .orderBy(mailOutbox.createdAt, mailOutbox.id);
}

/** The end of the outbox's history: mails delivered or given up, once their period is over. */
function createOutboxHistory(db: Db) {
  return {
    /**
     * Deletes at most `limit` mails of the history, oldest first: sent, or given up, before `before`
     * (a failed mail retried since counts from its new attempts). A pending mail is never deleted.
     * Its idempotency key goes with it, so the jobs that queue a mail once per event must not look
     * back further than the history is kept (the longest, the documents' retention notice, a week).
     */
    async deleteHistory(before: Date, limit: number): Promise<number> {
      const cutoff = sql`${before.toISOString()}::timestamptz`;
      const gone = await db
        .delete(mailOutbox)
        .where(
          sql`${mailOutbox.id} in (
            select id from mail_outbox
            where status in ('sent', 'failed') and created_at < ${cutoff} and updated_at < ${cutoff}
            order by created_at
            limit ${limit}
            for update skip locked)`,
        )
        .returning({ id: mailOutbox.id });
      return gone.length;
    },
  };
}

/** The outbox as the admins see it: the mails of a status, how many there are of each, and a retry. */
function createOutboxAdminView(db: Db) {
  return {
    /** The most recent mails in a status; "failed" also lists those still retried after three failures. */
    async list(status: MailStatus, limit: number): Promise<MailOutboxRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(
          status === 'failed'
            ? or(eq(mailOutbox.status, 'failed'), failingPending)
            : status === 'pending'
              ? and(eq(mailOutbox.status, 'pending'), not(failingPending))
              : eq(mailOutbox.status, status),
        )
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
    },

    async countByStatus(): Promise<Record<MailStatus, number>> {
      const rows = await db
        .select({
          status: sql<MailStatus>`case when ${failingPending} then 'failed' else ${mailOutbox.status} end`,
          count: count(),
        })
        .from(mailOutbox)
        .groupBy(sql`1`);
      const counts = { pending: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.status] += row.count;
      return counts;
    },

    /**
     * Puts a failed mail (or one still retried after three failures) back in the queue, due now,
     * with a fresh period of retries.
     */
    async retry(id: string, giveUpAt: Date): Promise<MailOutboxRow | undefined> {
      const [row] = await db
        .update(mailOutbox)
        .set({ status: 'pending', nextAttemptAt: sql`now()`, giveUpAt, updatedAt: sql`now()` })
        .where(and(eq(mailOutbox.id, id), or(eq(mailOutbox.status, 'failed'), failingPending)))
        .returning();
      return row;
    },
  };
}

export function createOutboxRepository(db: Db) {
  return {
    claimDue: (limit: number, leaseSeconds: number) => claimDueMails(db, limit, leaseSeconds),

    async markSent(id: string, subject: string, clearData: boolean): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          subject,
          sentAt: sql`now()`,
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: null,
          ...(clearData ? { data: {} } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
    },

    /** Records a failed attempt: tried again at `retryAt`, or marked failed when there is none. */
    async markAttemptFailed(
      id: string,
      changes: { subject: string | null; error: string; retryAt: Date | null },
    ): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: changes.retryAt ? 'pending' : 'failed',
          subject: changes.subject ?? sql`${mailOutbox.subject}`,
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: changes.error,
          nextAttemptAt: changes.retryAt ?? sql`${mailOutbox.nextAttemptAt}`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
    },

    async findById(id: string): Promise<MailOutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      return row;
    },

    ...createOutboxAdminView(db),
    ...createOutboxHistory(db),
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
