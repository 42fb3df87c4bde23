import { formatDateTime, grievanceStatusDetails } from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { GrievanceRow } from '../../db/schema.ts';
import { defineNotice, type MailOutbox, type TypedAddressMail } from '../mail/index.ts';
import type { GrievanceClock } from './grievances.repository.ts';

interface Deps {
  mail: MailOutbox;
  /** The one sender of mail to a typed address: the acknowledgement goes to the address given. */
  typedAddress: TypedAddressMail;
  /** The grievance officer's name, as the footer shows it. */
  officer: string | null;
}

const adminData = (grievance: GrievanceRow) => ({
  number: grievance.number,
  name: grievance.name,
  email: grievance.email,
  subject: grievance.subject,
  body: grievance.body,
  acknowledgeBy: formatDateTime(grievance.acknowledgeBy),
  resolveBy: formatDateTime(grievance.resolveBy),
});

const newComplaint = defineNotice<GrievanceRow>()({
  template: 'admin-grievance',
  about: 'A new complaint, with what was typed and its two deadlines',
  once: 'complaint',
  to: 'team',
  key: (grievance) => `grievance-new:${grievance.id}`,
  data: (grievance) => ({ ...adminData(grievance), due: null }),
});

const deadlineNear = defineNotice<{ grievance: GrievanceRow; clock: GrievanceClock }>()({
  template: 'admin-grievance',
  about: 'A complaint’s deadline (acknowledge or resolve) is less than 12 hours away, or passed',
  once: 'complaint and deadline',
  to: 'team',
  key: ({ grievance, clock }) => `grievance-deadline:${grievance.id}:${clock}`,
  data: ({ grievance, clock }) => ({
    ...adminData(grievance),
    due: {
      step: clock,
      by: formatDateTime(clock === 'acknowledge' ? grievance.acknowledgeBy : grievance.resolveBy),
    },
  }),
});

const complaintUpdated = defineNotice<{
  grievance: GrievanceRow;
  note: string;
  at: Date;
  officer: string | null;
}>()({
  template: 'grievance-updated',
  about: 'The team acknowledged or resolved a complaint: its note, to the complainant',
  once: 'complaint and status',
  to: 'address',
  address: ({ grievance }) => grievance.email,
  key: ({ grievance }) => `grievance-${grievance.status}:${grievance.id}`,
  data: ({ grievance, note, at, officer }) => ({
    name: grievance.name,
    number: grievance.number,
    subject: grievance.subject,
    status: grievanceStatusDetails[grievance.status].label,
    note,
    changedAt: formatDateTime(at),
    officer,
  }),
});

/** The mails of a complaint, each queued in the transaction of its event and keyed by it. */
export function createGrievanceNotices({ mail, typedAddress, officer }: Deps) {
  const alertNew = mail.hook(newComplaint);
  const alertDeadline = mail.hook(deadlineNear);
  const tellUpdated = mail.hook(complaintUpdated);
  return {
    /**
     * The acknowledgement of receipt to the complainant (fixed text: the number, the dates, the
     * officer and the way to follow it; at most a few to one mailbox), and the team's alert of a
     * new complaint with what was typed.
     */
    async received(
      tx: Queryable,
      grievance: GrievanceRow,
      orderReference: string | null,
      recordedBy: 'complainant' | 'team',
    ): Promise<void> {
      await typedAddress[recordedBy === 'team' ? 'byTeam' : 'send'](tx, {
        key: `grievance-received:${grievance.id}`,
        to: grievance.email,
        template: 'grievance-received',
        data: {
          number: grievance.number,
          receivedAt: formatDateTime(grievance.createdAt),
          acknowledgeBy: formatDateTime(grievance.acknowledgeBy),
          resolveBy: formatDateTime(grievance.resolveBy),
          officer,
          orderReference,
        },
      });
      await alertNew(tx, grievance);
    },

    /** The team's note on acknowledging or resolving, to the complainant. */
    async updated(tx: Queryable, grievance: GrievanceRow, note: string, at: Date): Promise<void> {
      await tellUpdated(tx, { grievance, note, at, officer });
    },

    /** The team's alert that a deadline is less than 12 hours away (or already passed). */
    async deadlineNear(tx: Queryable, grievance: GrievanceRow, clock: GrievanceClock): Promise<void> {
      await alertDeadline(tx, { grievance, clock });
    },
  };
}

export type GrievanceNotices = ReturnType<typeof createGrievanceNotices>;
