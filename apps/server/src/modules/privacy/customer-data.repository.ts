import { and, asc, eq, getTableColumns, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  billingDetails,
  consentRecords,
  contactMessages,
  invoices,
  mailOutbox,
  orderDocuments,
  orderEvents,
  orderFiles,
  orderMilestones,
  orders,
  payments,
  privacyAudit,
  refunds,
  sessions,
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

/**
 * Everything held about one customer, read for their data export. It reads other modules' tables
 * on purpose and read-only: the export is the one place that must see all of them at once, and each
 * statement is filtered by the customer's id (or by their orders' ids), never by anything else.
 */
export function createCustomerDataRepository(db: Db) {
  return {
    async account(userId: string) {
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
    },

    async orders(userId: string) {
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
        };
      }
      const [events, paid, refunded, milestones, documents, files] = [
        await db
          .select()
          .from(orderEvents)
          .where(inArray(orderEvents.orderId, ids))
          .orderBy(asc(orderEvents.createdAt)),
        await db
          .select(paymentColumns)
          .from(payments)
          .where(inArray(payments.orderId, ids))
          .orderBy(asc(payments.createdAt)),
        await db
          .select(refundColumns)
          .from(refunds)
          .where(inArray(refunds.orderId, ids))
          .orderBy(asc(refunds.createdAt)),
        await db
          .select()
          .from(orderMilestones)
          .where(inArray(orderMilestones.orderId, ids))
          .orderBy(asc(orderMilestones.position)),
        await db
          .select()
          .from(orderDocuments)
          .where(inArray(orderDocuments.orderId, ids))
          .orderBy(asc(orderDocuments.position)),
        await db
          .select()
          .from(orderFiles)
          .where(and(inArray(orderFiles.orderId, ids), isNotNull(orderFiles.completedAt)))
          .orderBy(asc(orderFiles.createdAt)),
      ];
      return { orders: own, events, payments: paid, refunds: refunded, milestones, documents, files };
    },

    async taxDocuments(userId: string) {
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
    },

    /** The mails addressed to the customer's address: what they were about and when, never their links. */
    async mails(email: string) {
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
    },

    async contactMessages(email: string) {
      return db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, email))
        .orderBy(asc(contactMessages.createdAt));
    },

    async consents(userId: string) {
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
    },

    /** The sessions on record: when each sign-in happened and until when it lasts. */
    async signIns(userId: string) {
      return db
        .select({ signedInAt: sessions.createdAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt));
    },

    async dataRequests(userId: string) {
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
    },
  };
}

export type CustomerDataRepository = ReturnType<typeof createCustomerDataRepository>;
