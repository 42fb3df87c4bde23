import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { insertOutboxMail, type MailAttachment } from './outbox.repository.ts';
import type { MailTemplateData, MailTemplateName } from './templates/index.ts';

/** How long the worker keeps retrying a mail before it is marked failed for an admin to see. */
export const MAIL_RETRY_PERIOD_MS = 24 * 60 * 60 * 1000;

export interface NewMail<Name extends MailTemplateName> {
  /**
   * Names the event the mail is about, e.g. `payment-received:<paymentId>`: however often the same
   * key is enqueued (retries, racing instances), one mail is sent.
   */
  key: string;
  to: string;
  template: Name;
  data: MailTemplateData[Name];
  attachments?: MailAttachment[];
}

/**
 * Queues a mail in the caller's transaction: the mail exists if and only if the transaction
 * commits, and the worker delivers it afterwards, so a slow or absent mail server never slows or
 * fails the request. Returns false when a mail with this key was already queued.
 */
export function enqueueMail<Name extends MailTemplateName>(
  tx: Queryable,
  mail: NewMail<Name>,
): Promise<boolean> {
  return insertOutboxMail(tx, {
    idempotencyKey: mail.key,
    recipient: mail.to.toLowerCase(),
    template: mail.template,
    data: mail.data,
    attachments: mail.attachments ?? [],
    giveUpAt: new Date(Date.now() + MAIL_RETRY_PERIOD_MS),
  });
}

/** How the outbox finds the account a customer mail goes to: the accounts' repository passes. */
export interface AccountLookup {
  findById(id: string, tx?: Queryable): Promise<UserRow | undefined>;
}

/** A customer's account, and the way to queue mails addressed to it in one transaction. */
export interface CustomerMailbox {
  customer: UserRow;
  send<Name extends MailTemplateName>(mail: Omit<NewMail<Name>, 'to'>): Promise<boolean>;
}

/**
 * Reads the customer in the caller's transaction (the embedded database has one connection) and
 * returns their mailbox, or undefined when the account is gone: then there is no one to tell.
 */
export async function customerMailbox(
  tx: Queryable,
  usersRepo: AccountLookup,
  userId: string,
): Promise<CustomerMailbox | undefined> {
  const customer = await usersRepo.findById(userId, tx);
  if (!customer) return undefined;
  return { customer, send: (mail) => enqueueMail(tx, { ...mail, to: customer.email }) };
}

/** Queues customer mails, and admin alerts when ADMIN_NOTIFY_EMAIL is set. */
export function createMailOutbox({ adminNotifyEmail }: { adminNotifyEmail: string | undefined }) {
  return {
    enqueue: enqueueMail,
    toCustomer: customerMailbox,
    /** An alert for the team (new paid order, contact message, cancellation request). */
    async alertAdmins<Name extends MailTemplateName>(
      tx: Queryable,
      alert: Omit<NewMail<Name>, 'to'>,
    ): Promise<boolean> {
      if (!adminNotifyEmail) return false;
      return enqueueMail(tx, { ...alert, key: `admin:${alert.key}`, to: adminNotifyEmail });
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
