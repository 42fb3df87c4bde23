import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import type { LINK_LIFETIMES_MS } from './link-lifetimes.ts';
import type { MailAttachment } from './outbox.repository.ts';
import type { MailTemplateData, MailTemplateName } from './templates/index.ts';
import type { TypedAddressTemplate } from './typed-address-templates.ts';

/** A mail that carries a single-use link, queued with its link by `auth/account-links.ts`. */
export type LinkTemplate = keyof typeof LINK_LIFETIMES_MS;

/**
 * The mails that tell of an event, each sent through a notice: every template but the link mails
 * and the fixed texts to an unproved address, which have a sender of their own.
 */
export type NoticeTemplate = Exclude<MailTemplateName, TypedAddressTemplate | LinkTemplate>;

/** Who a notice goes to: an account (read in the transaction), the team's address, or an address. */
export type NoticeAudience = 'account' | 'team' | 'address';

interface NoticeWords<Event, Name extends NoticeTemplate> {
  template: Name;
  /** What it tells and when it is queued, in one line: docs/mail.md lists every notice by it. */
  about: string;
  /** The event its key names, in words: one mail per … */
  once: string;
  /**
   * Names the event the mail is about, e.g. `payment-received:<paymentId>`: however often the
   * same key is queued (retries, racing instances), one mail is sent.
   */
  key(event: Event): string;
  /** Documents attached by reference, rendered when the mail leaves. */
  attachments?(event: Event): MailAttachment[];
}

/** A notice to the account the event names: read in the transaction, nobody told when it is gone. */
export interface AccountNotice<Event, Name extends NoticeTemplate> extends NoticeWords<Event, Name> {
  to: 'account';
  account(event: Event): string;
  data(event: Event, account: UserRow): MailTemplateData[Name];
}

/** A notice to the team's address (ADMIN_NOTIFY_EMAIL), nobody told when none is set. */
export interface TeamNotice<Event, Name extends NoticeTemplate> extends NoticeWords<Event, Name> {
  to: 'team';
  data(event: Event): MailTemplateData[Name];
}

/** A notice to an address the event carries (a member of staff, a complainant). */
export interface AddressNotice<Event, Name extends NoticeTemplate> extends NoticeWords<Event, Name> {
  to: 'address';
  address(event: Event): string;
  data(event: Event): MailTemplateData[Name];
}

/** A notice's definition: its words, and who it goes to with the data its template takes. */
export type NoticeDefinition<Event, Name extends NoticeTemplate> =
  | AccountNotice<Event, Name>
  | TeamNotice<Event, Name>
  | AddressNotice<Event, Name>;

/** A defined notice: what the docs list and the outbox turns into a hook. */
// biome-ignore lint/suspicious/noExplicitAny: the list holds notices of every event and template.
export type Notice = NoticeDefinition<any, NoticeTemplate>;

/**
 * Queues a notice in the transaction of its event: true when it was queued, false when there was
 * nobody to tell (an account gone, no team address) or its key was queued before.
 */
export type NoticeHook<Event> = (tx: Queryable, event: Event) => Promise<boolean>;

const defined: Notice[] = [];

/**
 * Defines a mail that tells of an event. Every notice of the product is defined by this, at the top
 * of its module's notices file, and becomes a hook of one type through `MailOutbox.hook`.
 */
export function defineNotice<Event>() {
  function define<Name extends NoticeTemplate>(
    notice: AccountNotice<Event, Name>,
  ): AccountNotice<Event, Name>;
  function define<Name extends NoticeTemplate>(notice: TeamNotice<Event, Name>): TeamNotice<Event, Name>;
  function define<Name extends NoticeTemplate>(
    notice: AddressNotice<Event, Name>,
  ): AddressNotice<Event, Name>;
  function define<Name extends NoticeTemplate>(notice: NoticeDefinition<Event, Name>) {
    defined.push(notice as Notice);
    return notice;
  }
  return define;
}

/** Every notice defined by the modules loaded so far, in the order they were defined. */
export function definedNotices(): readonly Notice[] {
  return defined;
}
