import { formatCalendarDate, formatDateTime, type LaunchTrack, trackStateLabel } from '@launchpad/shared';
import type { OrderMilestoneRow, OrderRow, UserRow } from '../../db/schema.ts';
import { defineNotice, type LaunchDateChange } from '../mail/index.ts';
import type { DocumentWithFile } from './fulfilment.repository.ts';

// The mails of the launch tracker; launch-notices.ts decides which a change sends, and
// progress-mails.ts when the progress mail of a quiet launch leaves.

/** A launch mail's event: the order it is about, and the expected date's move when it moved. */
interface AboutOrder {
  order: OrderRow;
}

/** What every launch mail says of its order. */
const common = (order: OrderRow, customer: UserRow) => ({
  name: customer.name,
  packageName: order.packageName,
  orderId: order.id,
});

export const documentsNeeded = defineNotice<AboutOrder & { documents: string[] }>()({
  template: 'launch-documents-needed',
  about: 'The checklist of a launch just created, with the expected date; queued by `startLaunch`',
  once: 'order',
  to: 'account',
  account: ({ order }) => order.userId,
  key: ({ order }) => `launch-documents-needed:${order.id}`,
  data: ({ order, documents }, customer) => ({
    ...common(order, customer),
    documents,
    expectedLaunchDate: order.expectedLaunchDate ? formatCalendarDate(order.expectedLaunchDate) : null,
  }),
});

export const actionNeeded = defineNotice<
  AboutOrder & { milestone: OrderMilestoneRow; dateChange: LaunchDateChange | null }
>()({
  template: 'launch-action-needed',
  about:
    'A step now needs the customer: a milestone blocked on them, with the team’s note saying what is needed, or their sign-off asked for',
  once: 'milestone and its change',
  to: 'account',
  account: ({ order }) => order.userId,
  key: ({ milestone }) => `launch-action-needed:${milestone.id}:${milestone.updatedAt.getTime()}`,
  data: ({ order, milestone, dateChange }, customer) => ({
    ...common(order, customer),
    milestone: milestone.title,
    // A block on the customer always carries a note saying what is needed (the contract).
    needed: milestone.blockedOnCustomer
      ? (milestone.note ?? 'Open your order to see what we need.')
      : 'Review the finished work and approve it with “Approve and sign off” on your order page.',
    signOff: !milestone.blockedOnCustomer,
    dateChange,
  }),
});

export const documentRejected = defineNotice<
  AboutOrder & { document: DocumentWithFile; reviewedAt: number; dateChange: LaunchDateChange | null }
>()({
  template: 'launch-document-rejected',
  about: 'A document the customer uploaded was rejected, with the team’s reason',
  once: 'document and its review',
  to: 'account',
  account: ({ order }) => order.userId,
  key: ({ document, reviewedAt }) => `launch-document-rejected:${document.id}:${reviewedAt}`,
  data: ({ order, document, dateChange }, customer) => ({
    ...common(order, customer),
    document: document.title,
    reason: document.reason ?? 'It could not be read.',
    dateChange,
  }),
});

export const dateMoved = defineNotice<
  AboutOrder & { dateChange: LaunchDateChange; track: LaunchTrack; eventId: string }
>()({
  template: 'launch-date-moved',
  about: 'The expected launch date moved, when no other mail of the same change tells it',
  once: 'timeline entry of the date',
  to: 'account',
  account: ({ order }) => order.userId,
  key: ({ eventId }) => `launch-date-moved:${eventId}`,
  data: ({ order, dateChange, track }, customer) => ({
    ...common(order, customer),
    dateChange,
    state: trackStateLabel(track),
  }),
});

export const launchCompleted = defineNotice<AboutOrder & { deliverables: string[] }>()({
  template: 'launch-completed',
  about: 'The launch is complete, with its deliverables; it replaces any progress mail waiting',
  once: 'order',
  to: 'account',
  account: ({ order }) => order.userId,
  key: ({ order }) => `launch-completed:${order.id}`,
  data: ({ order, deliverables }, customer) => ({
    ...common(order, customer),
    completedAt: formatDateTime(order.updatedAt),
    deliverables,
  }),
});
