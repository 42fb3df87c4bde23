import { and, asc, eq, getTableColumns, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  billingDetails,
  consentRecords,
  contactMessages,
  grievanceEvents,
  grievances,
  invoices,
  mailOutbox,
  orderDocuments,
  orderEvents,
  orderFiles,
  orderMessages,
  orderMilestones,
  orders,
  payments,
  privacyAudit,
  refunds,
  signIns,
  users,
} from '../../db/schema.ts';

// The team's internal notes and the admin who owns the order are the team's working notes, not
// data about the customer; the provider's raw answers are kept out for the same reason.
const {
  internalNotes: _internalNotes,
  ownerId: _ownerId,
  trackComputedOn: _trackComputedOn,
  ...orderColumns
} = getTableColumns(orders);
const { raw: _paymentRaw, checkoutUrl: _checkoutUrl, ...paymentColumns } = getTableColumns(payments);
const { raw: _refundRaw, actor: _refundActor, ...refundColumns } = getTableColumns(refunds);

async function readAccount(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [billing] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId));
  return { user, billing: billing ?? null };
}

/** What happened to the orders and the money: their events, the payments and the refunds. */
async function readOrderLedger(db: Db, ids: string[]) {
  const events = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, ids))
    .orderBy(asc(orderEvents.createdAt));
  const paid = await db
    .select(paymentColumns)
    .from(payments)
    .where(inArray(payments.orderId, ids))
    .orderBy(asc(payments.createdAt));
  const refunded = await db
    .select(refundColumns)
    .from(refunds)
    .where(inArray(refunds.orderId, ids))
    .orderBy(asc(refunds.createdAt));
  return { events, payments: paid, refunds: refunded };
}

/** The work on the orders: milestones, documents, files and the conversation. */
async function readOrderWork(db: Db, ids: string[]) {
  const milestones = await db
    .select()
    .from(orderMilestones)
    .where(inArray(orderMilestones.orderId, ids))
    .orderBy(asc(orderMilestones.position));
  const documents = await db
    .select()
    .from(orderDocuments)
    .where(inArray(orderDocuments.orderId, ids))
    .orderBy(asc(orderDocuments.position), asc(orderDocuments.copy));
  // The attachments of the team's internal notes are the team's, like the notes themselves.
  const files = await db
    .select()
    .from(orderFiles)
    .where(
      and(
        inArray(orderFiles.orderId, ids),
        isNotNull(orderFiles.completedAt),
        sql`not exists (select 1 from ${orderMessages} m where m.file_id = ${orderFiles.id} and m.internal)`,
      ),
    )
    .orderBy(asc(orderFiles.createdAt));
  // The conversation as the customer sees it: their messages and the team's answers.
  const messages = await db
    .select({
      orderId: orderMessages.orderId,
      author: orderMessages.authorRole,
      body: orderMessages.body,
      fileId: orderMessages.fileId,
      createdAt: orderMessages.createdAt,
    })
    .from(orderMessages)
    .where(and(inArray(orderMessages.orderId, ids), eq(orderMessages.internal, false)))
    .orderBy(asc(orderMessages.createdAt));
  return { milestones, documents, files, messages };
}

async function readOrders(db: Db, userId: string) {
  const own = await db
    .select(orderColumns)
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt));
  const ids = own.map((order) => order.id);
  if (ids.length === 0) {
    return {
      orders: own,
      events: [],
      payments: [],
      refunds: [],
      milestones: [],
      documents: [],
      files: [],
      messages: [],
    };
  }
  const ledger = await readOrderLedger(db, ids);
  const work = await readOrderWork(db, ids);
  return { orders: own, ...ledger, ...work };
}

function readTaxDocuments(db: Db, userId: string) {
  return db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      orderId: invoices.orderId,
      issuedAt: invoices.issuedAt,
      total: invoices.total,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(asc(invoices.issuedAt));
}

/** The mails addressed to the customer's address: what they were about and when, never their links. */
function readMails(db: Db, email: string) {
  return db
    .select({
      template: mailOutbox.template,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      queuedAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(asc(mailOutbox.createdAt));
}

function readContactMessages(db: Db, email: string) {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(asc(contactMessages.createdAt));
}

function readConsents(db: Db, userId: string) {
  return db
    .select({
      purpose: consentRecords.purpose,
      granted: consentRecords.granted,
      source: consentRecords.source,
      at: consentRecords.createdAt,
    })
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(asc(consentRecords.createdAt));
}

/** The sign-in history: when, how, from which network and with which browser. */
function readSignIns(db: Db, userId: string) {
  return db
    .select({
      at: signIns.createdAt,
      method: signIns.method,
      ipPrefix: signIns.ipPrefix,
      userAgent: signIns.userAgent,
    })
    .from(signIns)
    .where(eq(signIns.userId, userId))
    .orderBy(asc(signIns.createdAt));
}

/** The complaints raised from the account or with its address, each with its timeline. */
async function readComplaints(db: Db, userId: string, email: string) {
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
    .where(or(eq(grievances.userId, userId), eq(grievances.email, email)))
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

function readDataRequests(db: Db, userId: string) {
  return db
    .select({
      kind: privacyAudit.kind,
      action: privacyAudit.action,
      at: privacyAudit.createdAt,
      detail: privacyAudit.detail,
    })
    .from(privacyAudit)
    .where(eq(privacyAudit.userId, userId))
    .orderBy(asc(privacyAudit.createdAt));
}

/**
 * Everything held about one customer, read for their data export. It reads other modules' tables
 * on purpose and read-only: the export is the one place that must see all of them at once, and each
 * statement is filtered by the customer's id (or by their orders' ids), never by anything else.
 */
export function createCustomerDataRepository(db: Db) {
  return {
    account: (userId: string) => readAccount(db, userId),
    orders: (userId: string) => readOrders(db, userId),
    taxDocuments: (userId: string) => readTaxDocuments(db, userId),
    mails: (email: string) => readMails(db, email),
    contactMessages: (email: string) => readContactMessages(db, email),
    consents: (userId: string) => readConsents(db, userId),
    signIns: (userId: string) => readSignIns(db, userId),
    complaints: (userId: string, email: string) => readComplaints(db, userId, email),
    dataRequests: (userId: string) => readDataRequests(db, userId),
  };
}

export type CustomerDataRepository = ReturnType<typeof createCustomerDataRepository>;
