import { type Consents, privacyMessages } from '@launchpad/shared';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserReads } from '../auth/index.ts';
import type { MailOutbox, ProductUpdateData } from '../mail/index.ts';
import type { ConsentsRepository } from './consents.repository.ts';
import { recordPrivacyEvent } from './privacy-audit.repository.ts';
import { productUpdate } from './privacy-notices.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

interface Deps {
  db: Db;
  consentsRepo: ConsentsRepository;
  usersRepo: Pick<UserReads, 'findById'>;
  mail: Pick<MailOutbox, 'hook'>;
  links: UnsubscribeLinks;
}

type ConsentSource = 'account' | 'mail';

async function setConsent(
  { db, consentsRepo }: Pick<Deps, 'db' | 'consentsRepo'>,
  user: UserRow,
  wanted: Consents,
  source: ConsentSource,
): Promise<Consents> {
  return db.transaction(async (tx) => {
    const current = await consentsRepo.isGranted(user.id, 'product-updates', tx);
    if (current === wanted.productUpdates) return wanted;
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
    return wanted;
  });
}

/** What a customer agreed to beyond the service itself, given and withdrawn as easily. */
export function createConsentsService({ db, consentsRepo, usersRepo, mail, links }: Deps) {
  const tellUpdate = mail.hook(productUpdate, usersRepo);
  const service = {
    async get(user: UserRow): Promise<Consents> {
      return { productUpdates: await consentsRepo.isGranted(user.id, 'product-updates') };
    },

    /** Records a change (and only a change), with its source, in one transaction. */
    set: (user: UserRow, wanted: Consents, source: ConsentSource) =>
      setConsent({ db, consentsRepo }, user, wanted, source),

    /**
     * The one-click unsubscribe of a product-updates mail (RFC 8058): no session, the link's token
     * names the account. Withdrawing twice, or for an account since erased, changes nothing. A link
     * past its days is told so, with the ways that still work.
     */
    async withdrawByLink(token: string): Promise<void> {
      const link = links.verify(token);
      if ('refused' in link) {
        const expired = link.refused === 'expired';
        throw new AppError(
          'not_found',
          expired ? privacyMessages.unsubscribeLinkExpired : privacyMessages.unsubscribeLinkInvalid,
        );
      }
      const user = await usersRepo.findById(link.userId);
      if (user) await service.set(user, { productUpdates: false }, 'mail');
    },

    /**
     * Queues a product update to the customer in the caller's transaction, only while they consent;
     * the mail carries its one-click unsubscribe link. False when not sent.
     */
    async sendProductUpdate(
      tx: Queryable,
      user: UserRow,
      update: { key: string } & Pick<ProductUpdateData, 'subject' | 'paragraphs'>,
    ): Promise<boolean> {
      if (!(await consentsRepo.isGranted(user.id, 'product-updates', tx))) return false;
      return tellUpdate(tx, { user, update, unsubscribeUrl: links.url(user.id) });
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
  return service;
}

export type ConsentsService = ReturnType<typeof createConsentsService>;
