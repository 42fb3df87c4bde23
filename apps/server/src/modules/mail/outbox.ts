import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import type {
  AccountNotice,
  AddressNotice,
  LinkTemplate,
  NoticeDefinition,
  NoticeHook,
  NoticeTemplate,
  TeamNotice,
} from './notice.ts';
import { insertOutboxMail, type MailAttachment } from './outbox.repository.ts';
import type { MailTemplateData, MailTemplateName } from './templates/index.ts';
import { isTypedAddressTemplate, type TypedAddressTemplate } from './typed-address-templates.ts';

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

/** Every template but those to an unproved address, which leave through `typed-address-mail.ts`. */
export type OwnedAddressTemplate = Exclude<MailTemplateName, TypedAddressTemplate>;

/**
 * Queues a mail in the caller's transaction: the mail exists if and only if the transaction
 * commits, and the worker delivers it afterwards, so a slow or absent mail server never slows or
 * fails the request. Returns false when a mail with this key was already queued. A template meant
 * for an unproved address is refused here: it has one sender, which caps it per mailbox.
 */
export function enqueueMail<Name extends OwnedAddressTemplate>(
  tx: Queryable,
  mail: NewMail<Name>,
): Promise<boolean> {
  if (isTypedAddressTemplate(mail.template)) {
    throw new Error(`${mail.template} goes to an unproved address: send it through the typed-address sender`);
  }
  return queueMail(tx, mail);
}

/** The outbox's insert itself, for `enqueueMail` and the typed-address sender alone. */
export function queueMail<Name extends MailTemplateName>(
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

/** How a notice finds the account it tells: the accounts' repository passes. */
export interface AccountLookup {
  findById(id: string, tx?: Queryable): Promise<UserRow | undefined>;
}

/** A notice's hook: an account's needs the accounts to read it from; the others need nothing. */
function noticeHook<Event, Name extends NoticeTemplate>(
  notice: NoticeDefinition<Event, Name>,
  teamAddress: string | undefined,
  accounts: AccountLookup | undefined,
): NoticeHook<Event> {
  return async (tx, event) => {
    const mail = {
      key: notice.key(event),
      template: notice.template,
      attachments: notice.attachments?.(event) ?? [],
    };
    switch (notice.to) {
      case 'account': {
        if (!accounts) throw new Error(`${notice.template} tells an account: its hook needs the accounts`);
        const account = await accounts.findById(notice.account(event), tx);
        if (!account) return false;
        return enqueueMail(tx, { ...mail, to: account.email, data: notice.data(event, account) });
      }
      case 'team':
        if (!teamAddress) return false;
        return enqueueMail(tx, {
          ...mail,
          key: `admin:${mail.key}`,
          to: teamAddress,
          data: notice.data(event),
        });
      case 'address':
        return enqueueMail(tx, { ...mail, to: notice.address(event), data: notice.data(event) });
    }
  };
}

/**
 * The outbox as other modules use it: a notice becomes a hook queued in its event's transaction
 * (`defineNotice`); an invitation, a link mail to an address the team typed, is queued by the
 * account links. The team's notices go to ADMIN_NOTIFY_EMAIL, and to nobody when it is not set.
 */
export function createMailOutbox({ adminNotifyEmail }: { adminNotifyEmail: string | undefined }) {
  function hook<Event, Name extends NoticeTemplate>(
    notice: AccountNotice<Event, Name>,
    accounts: AccountLookup,
  ): NoticeHook<Event>;
  function hook<Event, Name extends NoticeTemplate>(
    notice: TeamNotice<Event, Name> | AddressNotice<Event, Name>,
  ): NoticeHook<Event>;
  function hook<Event, Name extends NoticeTemplate>(
    notice: NoticeDefinition<Event, Name>,
    accounts?: AccountLookup,
  ): NoticeHook<Event> {
    return noticeHook(notice, adminNotifyEmail, accounts);
  }
  return {
    hook,
    enqueue: <Name extends Exclude<LinkTemplate, TypedAddressTemplate>>(tx: Queryable, mail: NewMail<Name>) =>
      enqueueMail(tx, mail),
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
