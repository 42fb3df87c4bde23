import type { Consents } from '@launchpad/shared';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Queryable } from '../orders/orders.repository.ts';
import type { ConsentsRepository } from './consents.repository.ts';
import { recordPrivacyEvent } from './privacy-audit.repository.ts';

/** What a customer agreed to beyond the service itself, given and withdrawn as easily. */
export function createConsentsService({ db, consentsRepo }: { db: Db; consentsRepo: ConsentsRepository }) {
  return {
    async get(user: UserRow): Promise<Consents> {
      return { productUpdates: await consentsRepo.isGranted(user.id, 'product-updates') };
    },

    /** Records a change (and only a change), with its source, in one transaction. */
    async set(user: UserRow, wanted: Consents, source: 'account' | 'mail'): Promise<Consents> {
      return db.transaction(async (tx) => {
        const current = await consentsRepo.isGranted(user.id, 'product-updates', tx);
        if (current !== wanted.productUpdates) {
          await consentsRepo.record(tx, {
            userId: user.id,
            purpose: 'product-updates',
            granted: wanted.productUpdates,
            source,
          });
          await recordPrivacyEvent(tx, {
            userId: user.id,
            kind: 'consent',
            action: wanted.productUpdates ? 'granted' : 'withdrawn',
            actor: user.id,
            detail: { purpose: 'product-updates', source },
          });
        }
        return wanted;
      });
    },

    /** At sign-up, in the account's own transaction: recorded only when the box was ticked. */
    async recordSignUp(tx: Queryable, user: UserRow, productUpdates: boolean | undefined): Promise<void> {
      if (!productUpdates) return;
      await consentsRepo.record(tx, {
        userId: user.id,
        purpose: 'product-updates',
        granted: true,
        source: 'sign-up',
      });
    },
  };
}

export type ConsentsService = ReturnType<typeof createConsentsService>;
