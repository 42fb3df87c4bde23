import { formatDateTime } from '@launchpad/shared';
import type { UserRow } from '../../db/schema.ts';
import { defineNotice } from '../mail/index.ts';

// The notices of an account's credentials, each to an address the account has proved, queued in
// the transaction that changes them. Links (verification, reset, email change, invitation) have a
// sender of their own (account-links.ts).

type Account = Pick<UserRow, 'id' | 'name' | 'email'>;

/** `nisha@example.in` as `n***@example.in`: enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

export const passwordChanged = defineNotice<{ account: Account; at: Date }>()({
  template: 'password-changed',
  about: 'The password was changed (by a reset, on the account page, or by accepting an invitation)',
  once: 'account and moment',
  to: 'address',
  address: ({ account }) => account.email,
  key: ({ account, at }) => `password-changed:${account.id}:${at.getTime()}`,
  data: ({ account, at }) => ({ name: account.name, changedAt: formatDateTime(at) }),
});

export const emailChangeRequested = defineNotice<{ account: Account; newEmail: string; at: Date }>()({
  template: 'email-change-requested',
  about: 'A change of address was asked for: to the current address at once, with the new one masked',
  once: 'account and moment',
  to: 'address',
  address: ({ account }) => account.email,
  key: ({ account, at }) => `email-change-requested:${account.id}:${at.getTime()}`,
  data: ({ account, newEmail, at }) => ({
    name: account.name,
    newEmailMasked: maskEmail(newEmail),
    requestedAt: formatDateTime(at),
  }),
});

export const emailChanged = defineNotice<{ account: Account; linkId: string; newEmail: string; at: Date }>()({
  template: 'email-changed',
  about: 'The address was changed: to the old address, once the new one is proved',
  once: 'used link',
  to: 'address',
  // The account as it was before the change: its old address.
  address: ({ account }) => account.email,
  key: ({ linkId }) => `email-changed:${linkId}`,
  data: ({ account, newEmail, at }) => ({ name: account.name, newEmail, changedAt: formatDateTime(at) }),
});

export const googleSignInAdded = defineNotice<{ account: Account; subject: string; at: Date }>()({
  template: 'google-sign-in-added',
  about: 'Google sign-in was added to an account with a password, whose other sessions were signed out',
  once: 'account and Google identity',
  to: 'address',
  address: ({ account }) => account.email,
  key: ({ account, subject }) => `google-sign-in-added:${account.id}:${subject}`,
  data: ({ account, at }) => ({ name: account.name, addedAt: formatDateTime(at) }),
});

export const twoFactorDisabled = defineNotice<{ account: Account; at: Date }>()({
  template: 'two-factor-disabled',
  about: 'Two-step sign-in was turned off (its other sessions were signed out)',
  once: 'account and moment',
  to: 'address',
  address: ({ account }) => account.email,
  key: ({ account, at }) => `two-factor-disabled:${account.id}:${at.getTime()}`,
  data: ({ account, at }) => ({ name: account.name, disabledAt: formatDateTime(at) }),
});

export const recoveryCodeUsed = defineNotice<{
  account: Account;
  codeId: string;
  codesLeft: number;
  at: Date;
}>()({
  template: 'recovery-code-used',
  about: 'A recovery code was used to sign in (the other sessions were signed out)',
  once: 'used recovery code',
  to: 'address',
  address: ({ account }) => account.email,
  key: ({ codeId }) => `recovery-code-used:${codeId}`,
  data: ({ account, codesLeft, at }) => ({ name: account.name, usedAt: formatDateTime(at), codesLeft }),
});
