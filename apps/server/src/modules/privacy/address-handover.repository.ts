import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { accountDeletions, billingDetails, dataExports } from '../../db/schema.ts';
import type { ConsentsRepository } from './consents.repository.ts';
import { recordPrivacyEvent } from './privacy-audit.repository.ts';

/**
 * An account passes to whoever proved its address over the head of the one who held it unproved:
 * Google sign-in taking over an unverified account, or the `ADMIN_EMAIL` bootstrap promoting an
 * existing account. What the earlier holder left binds nobody now, so in the takeover's own
 * transaction their saved billing details go, their data exports and archives go, a deletion they
 * scheduled is cancelled, and a consent to product updates they gave is withdrawn (a consent counts
 * only from the proved owner of the address, who may give it again).
 */
export async function handOverAccount(
  tx: Queryable,
  consentsRepo: ConsentsRepository,
  userId: string,
  at: Date,
): Promise<Record<string, number | boolean>> {
  const billing = await tx
    .delete(billingDetails)
    .where(eq(billingDetails.userId, userId))
    .returning({ userId: billingDetails.userId });
  const exports = await tx
    .delete(dataExports)
    .where(eq(dataExports.userId, userId))
    .returning({ id: dataExports.id });
  const [deletion] = await tx
    .update(accountDeletions)
    .set({ status: 'cancelled', outcome: 'address-proved', closedAt: at })
    .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, 'scheduled')))
    .returning({ id: accountDeletions.id });
  const consented = await consentsRepo.isGranted(userId, 'product-updates', tx);
  if (consented) {
    await consentsRepo.record(tx, {
      userId,
      purpose: 'product-updates',
      granted: false,
      source: 'address-proved',
    });
  }
  if (deletion) {
    await recordPrivacyEvent(tx, {
      userId,
      kind: 'deletion',
      action: 'cancelled',
      actor: 'system',
      detail: { deletionId: deletion.id, by: 'address-proved' },
      at,
    });
  }
  if (consented) {
    await recordPrivacyEvent(tx, {
      userId,
      kind: 'consent',
      action: 'withdrawn',
      actor: 'system',
      detail: { purpose: 'product-updates', source: 'address-proved' },
      at,
    });
  }
  return {
    billingDetails: billing.length,
    dataExports: exports.length,
    deletionCancelled: Boolean(deletion),
    consentWithdrawn: consented,
  };
}
