import { and, asc, eq, getTableColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  billingDetails,
  consentRecords,
  invoices,
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
import { readComplaints, readContactMessages, readMails } from './address-records.repository.ts';
import type { RecordHolder } from './personal-records.repository.ts';

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
// A timeline entry as the customer reads it: a withdrawn file is not named (it may be another client's).
const {
  reason: _teamReason,
  customerReason: _customerReason,
  fileId: _eventFileId,
  ...eventColumns
} = getTableColumns(orderEvents);
const customerEventColumns = {
  ...eventColumns,
  reason: sql<string | null>`coalesce(${orderEvents.customerReason}, ${orderEvents.reason})`,
};

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
    .select(customerEventColumns)
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
 * on purpose and read-only: the export is the one place that must see all of them at once. Each
 * statement is filtered by the customer's id (or by their orders' ids), and the records kept by
 * address by `personalRecords`, the rule the erasure follows too.
 */
export function createCustomerDataRepository(db: Db) {
  return {
    account: (userId: string) => readAccount(db, userId),
    orders: (userId: string) => readOrders(db, userId),
    taxDocuments: (userId: string) => readTaxDocuments(db, userId),
    mails: (holder: RecordHolder) => readMails(db, holder),
    contactMessages: (holder: RecordHolder) => readContactMessages(db, holder),
    consents: (userId: string) => readConsents(db, userId),
    signIns: (userId: string) => readSignIns(db, userId),
    complaints: (holder: RecordHolder) => readComplaints(db, holder),
    dataRequests: (userId: string) => readDataRequests(db, userId),
  };
}

export type CustomerDataRepository = ReturnType<typeof createCustomerDataRepository>;
