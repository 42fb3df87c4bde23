import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, contactReplies, grievanceEvents, grievances, mailOutbox } from '../../db/schema.ts';
import { personalRecords, type RecordHolder } from './personal-records.repository.ts';

// The data export's reads of the records kept by address (mails, contact messages, complaints
// raised signed out): each through personalRecords, the one rule of whose they are.

/** The mails to the customer's proved address: what they were about and when, never their links. */
export function readMails(db: Db, holder: RecordHolder) {
  return db
    .select({
      template: mailOutbox.template,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      queuedAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(personalRecords(holder).mails)
    .orderBy(asc(mailOutbox.createdAt));
}

/** The contact messages sent from the customer's proved address, each with the team's answers. */
export async function readContactMessages(db: Db, holder: RecordHolder) {
  const sent = await db
    .select()
    .from(contactMessages)
    .where(personalRecords(holder).contactMessages)
    .orderBy(asc(contactMessages.createdAt));
  const ids = sent.map((message) => message.id);
  const answers =
    ids.length === 0
      ? []
      : await db
          .select({
            messageId: contactReplies.messageId,
            body: contactReplies.body,
            at: contactReplies.createdAt,
          })
          .from(contactReplies)
          .where(inArray(contactReplies.messageId, ids))
          .orderBy(asc(contactReplies.createdAt));
  return sent.map((message) => ({
    ...message,
    answers: answers
      .filter((answer) => answer.messageId === message.id)
      .map(({ messageId: _m, ...answer }) => answer),
  }));
}

/** The complaints raised from the account or, signed out, with its proved address, each with its timeline. */
export async function readComplaints(db: Db, holder: RecordHolder) {
  const raised = await db
    .select({
      id: grievances.id,
      number: grievances.number,
      orderId: grievances.orderId,
      name: grievances.name,
      email: grievances.email,
      subject: grievances.subject,
      body: grievances.body,
      status: grievances.status,
      acknowledgeBy: grievances.acknowledgeBy,
      resolveBy: grievances.resolveBy,
      acknowledgedAt: grievances.acknowledgedAt,
      resolvedAt: grievances.resolvedAt,
      createdAt: grievances.createdAt,
    })
    .from(grievances)
    .where(personalRecords(holder).complaints)
    .orderBy(asc(grievances.createdAt));
  const ids = raised.map((row) => row.id);
  const events =
    ids.length === 0
      ? []
      : await db
          .select({
            grievanceId: grievanceEvents.grievanceId,
            status: grievanceEvents.status,
            note: grievanceEvents.note,
            at: grievanceEvents.createdAt,
          })
          .from(grievanceEvents)
          .where(inArray(grievanceEvents.grievanceId, ids))
          .orderBy(asc(grievanceEvents.id));
  return raised.map(({ id, ...complaint }) => ({
    ...complaint,
    timeline: events
      .filter((event) => event.grievanceId === id)
      .map(({ grievanceId: _g, ...event }) => event),
  }));
}
