import type { ReactElement } from 'react';
import {
  confirmEmailChange,
  emailChanged,
  emailChangeInUse,
  emailChangeRequested,
  googleSignInAdded,
  invitation,
  passwordChanged,
  passwordReset,
  verifyEmail,
} from './account.tsx';
import { adminContactMessage, contactAcknowledgement, contactReply } from './contact.tsx';
import { orderMessageToCustomer, orderMessageToTeam } from './conversations.tsx';
import { adminGrievance, grievanceReceived, grievanceUpdated } from './grievances.tsx';
import { invoiceCorrected } from './invoices.tsx';
import { documentRejected, documentsNeeded, launchCompleted, launchDateMoved } from './launch.tsx';
import { launchActionNeeded, launchProgress } from './launch-progress.tsx';
import type { MailContext } from './layout.tsx';
import {
  adminCancellationRequest,
  adminOrderPaid,
  cancellationRequestDeclined,
  cancellationRequestReceived,
  orderStatusChanged,
} from './orders.tsx';
import { paymentFailed, paymentReceived } from './payments.tsx';
import {
  accountDeletionCancelled,
  accountDeletionScheduled,
  dataExportReady,
  documentsRetentionNotice,
} from './privacy.tsx';
import { productUpdate } from './product-updates.tsx';
import { refundCompleted, refundInitiated } from './refunds.tsx';
import { recoveryCodeUsed, twoFactorDisabled } from './two-factor.tsx';

export type { MailContext } from './layout.tsx';

/**
 * What a mail is: `transactional` (about the account or an order: sent whatever the consents) or
 * `product-updates` (news, sent only with consent, each carrying List-Unsubscribe headers).
 */
export type MailCategory = 'transactional' | 'product-updates';

interface MailTemplate<Data> {
  subject(data: Data): string;
  render(data: Data, context: MailContext): ReactElement;
  /** The data holds a secret link (sign-in, reset): it is erased from the outbox once delivered. */
  secret?: boolean;
  /** Transactional unless said otherwise. */
  category?: MailCategory;
  /** For a product update: the one-click unsubscribe URL (RFC 8058) of its recipient. */
  listUnsubscribe?(data: Data): string;
}

function template<Data>(definition: MailTemplate<Data>): MailTemplate<Data> {
  // A product update without its way out would break the law and the mailbox providers' rules.
  if (definition.category === 'product-updates' && !definition.listUnsubscribe) {
    throw new Error('a product-updates mail needs listUnsubscribe');
  }
  return definition;
}

/** Every mail the product sends, by the name stored in the outbox. */
export const mailTemplates = {
  'contact-acknowledgement': template(contactAcknowledgement),
  'admin-contact-message': template(adminContactMessage),
  'contact-reply': template(contactReply),
  'password-reset': template(passwordReset),
  invitation: template(invitation),
  'password-changed': template(passwordChanged),
  'payment-received': template(paymentReceived),
  'payment-failed': template(paymentFailed),
  'refund-completed': template(refundCompleted),
  'refund-initiated': template(refundInitiated),
  'invoice-corrected': template(invoiceCorrected),
  'order-status-changed': template(orderStatusChanged),
  'admin-order-paid': template(adminOrderPaid),
  'admin-cancellation-request': template(adminCancellationRequest),
  'cancellation-request-received': template(cancellationRequestReceived),
  'cancellation-request-declined': template(cancellationRequestDeclined),
  'launch-documents-needed': template(documentsNeeded),
  'launch-document-rejected': template(documentRejected),
  'launch-progress': template(launchProgress),
  'launch-action-needed': template(launchActionNeeded),
  'launch-date-moved': template(launchDateMoved),
  'launch-completed': template(launchCompleted),
  'confirm-email-change': template(confirmEmailChange),
  'email-changed': template(emailChanged),
  'email-change-in-use': template(emailChangeInUse),
  'email-change-requested': template(emailChangeRequested),
  'google-sign-in-added': template(googleSignInAdded),
  'two-factor-disabled': template(twoFactorDisabled),
  'recovery-code-used': template(recoveryCodeUsed),
  'verify-email': template(verifyEmail),
  'data-export-ready': template(dataExportReady),
  'account-deletion-scheduled': template(accountDeletionScheduled),
  'account-deletion-cancelled': template(accountDeletionCancelled),
  'documents-retention-notice': template(documentsRetentionNotice),
  'order-message': template(orderMessageToCustomer),
  'admin-order-message': template(orderMessageToTeam),
  'grievance-received': template(grievanceReceived),
  'grievance-updated': template(grievanceUpdated),
  'admin-grievance': template(adminGrievance),
  'product-update': template(productUpdate),
};

export type MailTemplateName = keyof typeof mailTemplates;
/** The data a template needs, by template name. */
export type MailTemplateData = {
  [Name in MailTemplateName]: (typeof mailTemplates)[Name] extends MailTemplate<infer Data> ? Data : never;
};

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(mailTemplates, name);
}
