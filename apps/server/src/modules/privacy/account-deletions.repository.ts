import { ERASED_CUSTOMER_NAME, ERASED_TEXT, orderStatuses } from '@launchpad/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { type AccountDeletionRow, accountDeletions, orders, users } from '../../db/schema.ts';
import { isLastActiveOwner, lockOwnerRoles } from '../../db/staff-roles.ts';
import { personalRecords, recordHolder } from './personal-records.repository.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Erases the account in the caller's transaction: sessions and links end; saved billing details,
 * consents, exports, the sign-in history, uploaded documents, deliverables and message
 * attachments, mails and contact messages go; the messages of its orders' conversations (the
 * customer's, the team's answers and the team's internal notes, as the privacy notice says) and its
 * complaints keep only their dates and outcome (their words, name and address are replaced); the
 * orders lose their notes (and the billing snapshot where no tax document was issued on it). What is
 * kept by address (complaints raised signed out, contact messages, mails) is reached through
 * `personalRecords`, so only from a proved address: an account that merely typed somebody's address
 * erases nothing of theirs. The account keeps its id under a pseudonym, so that the tax invoices,
 * credit notes and payments the law makes us keep still name their buyer, as "Erased customer".
 * The address is freed for a new sign-up.
 */
async function eraseAccount(tx: Queryable, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const run = async (name: string, statement: ReturnType<typeof sql>) => {
    counts[name] = rowsOf(await tx.execute(statement)).length;
  };
  const [account] = await tx
    .select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return counts;
  const owned = personalRecords(recordHolder(account));
  const erasedEmail = `erased-${userId}@erased.invalid`;
  await run('sessions', sql`delete from sessions where user_id = ${userId} returning id`);
  await run('accountLinks', sql`delete from account_tokens where user_id = ${userId} returning id`);
  await run(
    'federatedIdentities',
    sql`delete from federated_identities where user_id = ${userId} returning user_id`,
  );
  await run('billingDetails', sql`delete from billing_details where user_id = ${userId} returning user_id`);
  await run('consents', sql`delete from consent_records where user_id = ${userId} returning id`);
  await run('signIns', sql`delete from sign_ins where user_id = ${userId} returning id`);
  await run('dataExports', sql`delete from data_exports where user_id = ${userId} returning id`);
  await run(
    'files',
    sql`delete from order_files where order_id in (select id from orders where user_id = ${userId}) returning id`,
  );
  await run(
    'messages',
    sql`update order_messages set body = ${ERASED_TEXT}
        where (author_id = ${userId} or order_id in (select id from orders where user_id = ${userId}))
          and body <> ${ERASED_TEXT}
        returning id`,
  );
  await run(
    'complaints',
    sql`update grievances set name = ${ERASED_CUSTOMER_NAME}, email = ${erasedEmail},
          subject = ${ERASED_TEXT}, body = ${ERASED_TEXT}, updated_at = now()
        where ${owned.complaints} returning id`,
  );
  await tx.execute(sql`
    update grievance_events set note = null
    where note is not null and grievance_id in (
      select id from grievances where user_id = ${userId} or email = ${erasedEmail})`);
  await run(
    'orders',
    sql`update orders set notes = null, internal_notes = null,
          billing = case when exists (select 1 from invoices i where i.order_id = orders.id) then billing else null end,
          updated_at = now()
        where user_id = ${userId} returning id`,
  );
  await run('mails', sql`delete from mail_outbox where ${owned.mails} returning id`);
  await run('contactMessages', sql`delete from contact_messages where ${owned.contactMessages} returning id`);
  await tx.execute(sql`
    update users set name = ${ERASED_CUSTOMER_NAME}, email = ${erasedEmail},
      phone = null, password_hash = null, email_verified_at = null, role = 'customer', updated_at = now()
    where id = ${userId}`);
  return counts;
}

/** Schedules a deletion; undefined when one is already scheduled (the partial unique index). */
async function scheduleDeletion(
  tx: Queryable,
  userId: string,
  { scheduledFor, at }: { scheduledFor: Date; at: Date },
): Promise<AccountDeletionRow | undefined> {
  const [row] = await tx
    .insert(accountDeletions)
    .values({ userId, scheduledFor, createdAt: at })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Closes the account's scheduled deletion as cancelled or refused; undefined when none was. */
async function closeDeletion(
  tx: Queryable,
  userId: string,
  { status, outcome, at }: { status: 'cancelled' | 'refused'; outcome: string; at: Date },
): Promise<AccountDeletionRow | undefined> {
  const [row] = await tx
    .update(accountDeletions)
    .set({ status, outcome, closedAt: at })
    .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, 'scheduled')))
    .returning();
  return row;
}

/**
 * Claims one deletion due at `at`, locked for the caller's transaction: SKIP LOCKED lets every
 * instance run the job, each carrying out a different deletion, and a rollback frees it.
 */
async function claimDueDeletion(tx: Queryable, at: Date): Promise<AccountDeletionRow | undefined> {
  const [id] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select id from account_deletions
      where status = 'scheduled' and scheduled_for <= ${at.toISOString()}::timestamptz
      order by scheduled_for
      limit 1
      for update skip locked`),
  );
  if (!id) return undefined;
  const [row] = await tx.select().from(accountDeletions).where(eq(accountDeletions.id, id.id));
  return row;
}

/** Records the deletion as carried out: the account is erased. */
async function markDeletionCompleted(tx: Queryable, id: string, at: Date): Promise<void> {
  await tx
    .update(accountDeletions)
    .set({ status: 'completed', outcome: 'erased', closedAt: at })
    .where(eq(accountDeletions.id, id));
}

/** The statuses of the account's orders (whether one is in work). */
async function orderStatusesOf(tx: Queryable, userId: string) {
  const rows = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, orderStatuses)));
  return rows.map((row) => row.status);
}

/**
 * Takes the lock that a change of role takes, then answers whether the account is the only active
 * owner: its erasure would leave the shop with none.
 */
async function wouldLeaveNoOwner(tx: Queryable, userId: string): Promise<boolean> {
  await lockOwnerRoles(tx);
  return isLastActiveOwner(tx, userId);
}

/** The scheduled deletions of accounts, and the erasure that carries one out. */
export function createAccountDeletionsRepository(db: Db) {
  return {
    async findScheduled(userId: string, tx: Queryable = db): Promise<AccountDeletionRow | undefined> {
      const [row] = await tx
        .select()
        .from(accountDeletions)
        .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, 'scheduled')));
      return row;
    },
    schedule: scheduleDeletion,
    close: closeDeletion,
    claimDue: claimDueDeletion,
    markCompleted: markDeletionCompleted,
    orderStatuses: orderStatusesOf,
    wouldLeaveNoOwner,
    erase: eraseAccount,
  };
}

export type AccountDeletionsRepository = ReturnType<typeof createAccountDeletionsRepository>;
