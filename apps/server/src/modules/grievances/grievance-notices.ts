import { formatDateTime, grievanceStatusDetails } from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { GrievanceRow } from '../../db/schema.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { GrievanceClock } from './grievances.repository.ts';

interface Deps {
  mail: MailOutbox;
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

/** The mails of a complaint, each queued in the transaction of its event and keyed by it. */
export function createGrievanceNotices({ mail, officer }: Deps) {
  return {
    /** The acknowledgement of receipt to the complainant, and the team's alert of a new complaint. */
    async received(tx: Queryable, grievance: GrievanceRow, orderReference: string | null): Promise<void> {
      await mail.enqueue(tx, {
        key: `grievance-received:${grievance.id}`,
        to: grievance.email,
        template: 'grievance-received',
        data: {
          name: grievance.name,
          number: grievance.number,
          subject: grievance.subject,
          receivedAt: formatDateTime(grievance.createdAt),
          acknowledgeBy: formatDateTime(grievance.acknowledgeBy),
          resolveBy: formatDateTime(grievance.resolveBy),
          officer,
          orderReference,
        },
      });
      await mail.alertAdmins(tx, {
        key: `grievance-new:${grievance.id}`,
        template: 'admin-grievance',
        data: { ...adminData(grievance), due: null },
      });
    },

    /** The team's note on acknowledging or resolving, to the complainant. */
    async updated(tx: Queryable, grievance: GrievanceRow, note: string, at: Date): Promise<void> {
      await mail.enqueue(tx, {
        key: `grievance-${grievance.status}:${grievance.id}`,
        to: grievance.email,
        template: 'grievance-updated',
        data: {
          name: grievance.name,
          number: grievance.number,
          subject: grievance.subject,
          status: grievanceStatusDetails[grievance.status].label,
          note,
          changedAt: formatDateTime(at),
          officer,
        },
      });
    },

    /** The team's alert that a deadline is less than 12 hours away (or already passed). */
    async deadlineNear(tx: Queryable, grievance: GrievanceRow, clock: GrievanceClock): Promise<void> {
      const by = clock === 'acknowledge' ? grievance.acknowledgeBy : grievance.resolveBy;
      await mail.alertAdmins(tx, {
        key: `grievance-deadline:${grievance.id}:${clock}`,
        template: 'admin-grievance',
        data: { ...adminData(grievance), due: { step: clock, by: formatDateTime(by) } },
      });
    },
  };
}

export type GrievanceNotices = ReturnType<typeof createGrievanceNotices>;
