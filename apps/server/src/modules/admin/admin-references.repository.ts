import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { orders, payments, refunds, users } from '../../db/schema.ts';

/** Above this many orders matching a reference or phone number, each listed order is checked instead. */
export const REFERENCE_MATCH_LIMIT = 1000;

/**
 * Text that may be part of a payment or refund reference (ours such as "LP261126…" or "RF261126…",
 * the provider's such as "pay_Nx…", a UTR or cheque number recorded with an offline payment): one
 * word of letters, digits, "_" and "-", at least 4 long, with a digit in it. Names and emails never
 * read so, so the ordinary search costs nothing more. Returned as an ILIKE pattern.
 */
export function referencePattern(term: string): string | undefined {
  const word = term.trim();
  if (!/^[A-Za-z0-9_-]{4,64}$/.test(word) || !/[0-9]/.test(word)) return undefined;
  return `%${word.replaceAll('_', '\\_')}%`;
}

/** Text that is part of a phone number ("98765", "+91 98765-43210"): its digits, at least 4. */
export function phoneDigits(term: string): string | undefined {
  const typed = term.trim();
  if (!/^\+?[0-9\s().-]+$/.test(typed)) return undefined;
  const digits = typed.replace(/[^0-9]/g, '');
  return digits.length >= 4 && digits.length <= 15 ? digits : undefined;
}

/** The orders of payments and refunds whose reference is exactly `word`: a few btree lookups. */
async function ordersOfWholeReference(db: Db, word: string): Promise<string[]> {
  const offlineReference = sql`${payments.raw} -> 'offline' ->> 'reference'`;
  const matched = await selectRows<{ order_id: string }>(
    db,
    sql`select ${payments.orderId} as order_id from ${payments}
      where ${payments.merchantOrderId} = ${word} or ${payments.providerOrderId} = ${word}
        or (${payments.provider} = 'offline' and ${offlineReference} = ${word})
    union
    select ${refunds.orderId} from ${refunds}
      where ${refunds.merchantRefundId} = ${word} or ${refunds.providerRefundId} = ${word}`,
  );
  return matched.map((row) => row.order_id);
}

/** The condition for orders of payments and refunds whose reference holds `pattern`, if any do. */
async function ordersOfPartReference(db: Db, pattern: string): Promise<SQL | undefined> {
  const paymentMatches = sql`${payments.merchantOrderId} ilike ${pattern}
    or ${payments.providerOrderId} ilike ${pattern}
    or (${payments.provider} = 'offline' and ${payments.raw} -> 'offline' ->> 'reference' ilike ${pattern})`;
  const refundMatches = sql`${refunds.merchantRefundId} ilike ${pattern}
    or ${refunds.providerRefundId} ilike ${pattern}`;
  const matched = await selectRows<{ order_id: string }>(
    db,
    sql`select ${payments.orderId} as order_id from ${payments} where ${paymentMatches}
      union
      select ${refunds.orderId} from ${refunds} where ${refundMatches}
      limit ${REFERENCE_MATCH_LIMIT + 1}`,
  );
  const ids = matched.map((row) => row.order_id);
  if (ids.length > REFERENCE_MATCH_LIMIT) {
    return sql`(exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and (${paymentMatches}))
      or exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and (${refundMatches})))`;
  }
  return ids.length > 0 ? inArray(orders.id, ids) : undefined;
}

/**
 * The condition for orders whose payment or refund references match what was typed. A whole
 * reference (as read from a receipt or a bank statement) is found by equality at once; only when no
 * reference equals it is it looked for as a part, a substring match through the trigram indexes.
 */
async function ordersOfReference(db: Db, term: string): Promise<SQL | undefined> {
  const pattern = referencePattern(term);
  if (!pattern) return undefined;
  const whole = await ordersOfWholeReference(db, term.trim());
  return whole.length > 0 ? inArray(orders.id, whole) : ordersOfPartReference(db, pattern);
}

/**
 * The condition for orders whose payments, refunds or customer's phone match what was typed, or
 * undefined when none do. Few matches become a list of ids; many become a check made on each
 * listed order. The reference and phone lookups run at the same time.
 */
export async function ordersMatchingReferences(db: Db, term: string): Promise<SQL | undefined> {
  const [ofReference, ofPhone] = await Promise.all([ordersOfReference(db, term), ordersOfPhone(db, term)]);
  const conditions = [ofReference, ofPhone].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return undefined;
  return conditions.length === 1 ? conditions[0] : sql`(${sql.join(conditions, sql` or `)})`;
}

/** The condition for orders of customers whose phone number holds the digits typed, if any do. */
async function ordersOfPhone(db: Db, term: string): Promise<SQL | undefined> {
  const digits = phoneDigits(term);
  if (!digits) return undefined;
  const phoneMatches = sql`${users.phone} is not null
    and regexp_replace(${users.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`;
  const matched = await db
    .select({ id: users.id })
    .from(users)
    .where(phoneMatches)
    .limit(REFERENCE_MATCH_LIMIT + 1);
  if (matched.length > REFERENCE_MATCH_LIMIT) return phoneMatches;
  return matched.length > 0
    ? inArray(
        orders.userId,
        matched.map((m) => m.id),
      )
    : undefined;
}
