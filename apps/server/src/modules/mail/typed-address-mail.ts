import type { RateLimitRule } from '../../config/env.ts';
import type { Queryable } from '../../db/queryable.ts';
import { type RateLimiter, refuseWhenLimited } from '../../lib/rate-limiter.ts';
import { type NewMail, queueMail } from './outbox.ts';
import {
  TYPED_ADDRESS_TEMPLATES,
  type TypedAddressCap,
  type TypedAddressTemplate,
} from './typed-address-templates.ts';

/** One mailbox however it is spelled: case, and a `+tag` in its local part, do not make another. */
export function mailboxKey(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '')}@${domain}`;
}

/** Each cap's rules by name (`hour`, `day`): a mail goes only while every one of them allows it. */
export type TypedAddressCaps = Record<TypedAddressCap, Record<string, RateLimitRule>>;

/**
 * The one sender of mail to an unproved address (`TYPED_ADDRESS_TEMPLATES`): a mailbox gets at
 * most what its template's cap allows, whatever the route and whoever asks, counted in the rate
 * limiter's store (Redis across instances when configured).
 */
export function createTypedAddressMail({
  rateLimiter,
  caps,
}: {
  rateLimiter: RateLimiter;
  caps: TypedAddressCaps;
}) {
  return {
    /**
     * Queues the mail unless its mailbox has had its share; returns whether it was queued. A form
     * answers the same either way, so that it tells nobody whether a mail went out; with
     * `refuse`, a capped mail is a 429 with Retry-After instead (a "send it again" of the account's
     * own address, whose answer says nothing new).
     */
    async send<Name extends TypedAddressTemplate>(
      tx: Queryable,
      mail: NewMail<Name>,
      { refuse = false }: { refuse?: boolean } = {},
    ): Promise<boolean> {
      const cap = TYPED_ADDRESS_TEMPLATES[mail.template];
      const mailbox = mailboxKey(mail.to);
      for (const [name, rule] of Object.entries(caps[cap])) {
        const hit = await rateLimiter.hit(`typed-mail:${cap}:${name}:${mailbox}`, rule);
        if (refuse) refuseWhenLimited(hit);
        if (!hit.allowed) return false;
      }
      return queueMail(tx, mail);
    },

    /**
     * The same fixed text, sent because a person of the team chose to (a contact message turned into
     * a complaint): no visitor can repeat that, so the mailbox's count is neither read nor used.
     */
    byTeam<Name extends TypedAddressTemplate>(tx: Queryable, mail: NewMail<Name>): Promise<boolean> {
      return queueMail(tx, mail);
    },
  };
}

export type TypedAddressMail = ReturnType<typeof createTypedAddressMail>;
