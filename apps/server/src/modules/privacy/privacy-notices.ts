import { formatDate, formatDateTime } from '@launchpad/shared';
import type { UserRow } from '../../db/schema.ts';
import { defineNotice, type ProductUpdateData } from '../mail/index.ts';

// The mails of a person's data rights, each queued in the transaction that records its event.

type ForAccount = Pick<UserRow, 'id'>;

export const exportReady = defineNotice<{ user: ForAccount; exportId: string; expiresAt: Date }>()({
  template: 'data-export-ready',
  about: 'The data export asked for is ready to download, and until when',
  once: 'export',
  to: 'account',
  account: ({ user }) => user.id,
  key: ({ exportId }) => `data-export-ready:${exportId}`,
  data: ({ expiresAt }, account) => ({ name: account.name, expiresAt: formatDateTime(expiresAt) }),
});

export const deletionScheduled = defineNotice<{ user: ForAccount; deletionId: string; scheduledFor: Date }>()(
  {
    template: 'account-deletion-scheduled',
    about: 'The account will be deleted on the day named, unless the person signs in or cancels',
    once: 'deletion request',
    to: 'account',
    account: ({ user }) => user.id,
    key: ({ deletionId }) => `account-deletion-scheduled:${deletionId}`,
    data: ({ scheduledFor }, account) => ({ name: account.name, scheduledFor: formatDate(scheduledFor) }),
  },
);

export const deletionCancelled = defineNotice<{ user: ForAccount; deletionId: string; bySignIn: boolean }>()({
  template: 'account-deletion-cancelled',
  about: 'The scheduled deletion was cancelled, by the person or by their signing in',
  once: 'deletion request',
  to: 'account',
  account: ({ user }) => user.id,
  key: ({ deletionId }) => `account-deletion-cancelled:${deletionId}`,
  data: ({ bySignIn }, account) => ({ name: account.name, bySignIn }),
});

export const retentionNotice = defineNotice<{
  userId: string;
  orderId: string;
  packageName: string;
  deleteOn: Date;
}>()({
  template: 'documents-retention-notice',
  about: 'The documents of a completed launch will be deleted in a week: download what you want to keep',
  once: 'order',
  to: 'account',
  account: ({ userId }) => userId,
  key: ({ orderId }) => `documents-retention-notice:${orderId}`,
  data: ({ orderId, packageName, deleteOn }, account) => ({
    name: account.name,
    packageName,
    orderId,
    deleteOn: formatDate(deleteOn),
  }),
});

export const productUpdate = defineNotice<{
  user: ForAccount;
  update: { key: string } & Pick<ProductUpdateData, 'subject' | 'paragraphs'>;
  unsubscribeUrl: string;
}>()({
  template: 'product-update',
  about: 'News of the product, only while the person consents, with its one-click unsubscribe link',
  once: 'update and person',
  to: 'account',
  account: ({ user }) => user.id,
  key: ({ user, update }) => `product-update:${update.key}:${user.id}`,
  data: ({ update, unsubscribeUrl }, account) => ({
    name: account.name,
    subject: update.subject,
    paragraphs: update.paragraphs,
    unsubscribeUrl,
  }),
});
