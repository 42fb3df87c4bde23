import {
  type AdminContactMessage,
  type AdminEventActor,
  type AdminMessagePage,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderPage,
  type AdminSummary,
  type AdminUserPage,
  adminMessages,
  type adminMessagesQuerySchema,
  type adminOrdersExportQuerySchema,
  type adminOrdersQuerySchema,
  type adminUsersQuerySchema,
  type createUserRequestSchema,
  findServiceCard,
  messages,
  orderStatusLabel,
  type PublicUser,
  paymentMethodLabel,
  type updateOrderNotesRequestSchema,
  type updateOrderStatusRequestSchema,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ContactMessageRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvRow, UTF8_BOM } from '../../lib/csv.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { toPublicUser } from '../auth/auth.service.ts';
import type { UsersRepository } from '../auth/users.repository.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { AdminOrderRow, AdminRepository, Cursor, OrderSearch } from './admin.repository.ts';

/** Rows fetched per query while streaming the CSV export. */
export const EXPORT_BATCH_SIZE = 1000;

const cursorPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** The cursor a client sent back; anything that is not one of ours is a 400, never a SQL error. */
export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (value === undefined) return undefined;
  const invalid = new AppError('validation_failed', adminMessages.invalidCursor, [
    { path: 'cursor', message: 'Invalid cursor' },
  ]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string' ||
    !cursorPattern.test(parsed[0]) ||
    !guidPattern.test(parsed[1]) ||
    Number.isNaN(Date.parse(parsed[0]))
  ) {
    throw invalid;
  }
  return { createdAt: parsed[0], id: parsed[1] };
}

const hexOnly = /^[0-9a-f-]+$/i;

/**
 * What the search box means: 8 to 32 hex digits (dashes and a leading # allowed) are the start of an
 * order id, found as a range of the primary key; anything else is part of a customer's name or email.
 */
export function parseOrderSearch(q: string | undefined): OrderSearch {
  if (!q) return undefined;
  const term = q.replace(/^#/, '').trim();
  const hex = term.replaceAll('-', '').toLowerCase();
  if (hexOnly.test(term) && /^[0-9a-f]{8,32}$/.test(hex)) {
    const asUuid = (digits: string) =>
      `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
    return { kind: 'order-id', from: asUuid(hex.padEnd(32, '0')), to: asUuid(hex.padEnd(32, 'f')) };
  }
  return { kind: 'customer', term: q };
}

export function toAdminOrder(row: AdminOrderRow): AdminOrder {
  return {
    id: row.id,
    packageId: row.packageId,
    packageName: row.packageName,
    amount: row.amount,
    status: row.status,
    notes: row.notes,
    paymentMethod: row.paymentMethod,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    customer: {
      id: row.userId,
      name: row.customerName,
      email: row.customerEmail,
      phone: row.customerPhone,
    },
  };
}

function toAdminMessage(row: ContactMessageRow): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    service: row.service,
    serviceTitle: row.service ? (findServiceCard(row.service)?.title ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** One page out of `limit + 1` rows: the extra row only says that there is a next page. */
function page<T extends { id: string; cursorAt: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null;
  return { items, nextCursor };
}

/** The PostgreSQL error behind an error, looking through Drizzle's wrapper. */
function databaseError(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  for (let current = error; current && typeof current === 'object'; ) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') return candidate;
    current = candidate.cause;
  }
  return undefined;
}

function violates(error: unknown, constraint: string): boolean {
  const found = databaseError(error);
  return found?.code === '23505' && found.constraint === constraint;
}

/** Deadlock or serialization failure: PostgreSQL rolled the transaction back and it may simply run again. */
function isTransient(error: unknown): boolean {
  const code = databaseError(error)?.code;
  return code === '40P01' || code === '40001';
}

const TRANSACTION_ATTEMPTS = 3;

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export const CSV_HEADER = [
  'Order ID',
  'Created (UTC)',
  'Package',
  'Amount (INR)',
  'Status',
  'Paid (UTC)',
  'Payment method',
  'Customer name',
  'Customer email',
  'Customer phone',
  'Notes',
] as const;

function csvLine(order: AdminOrder): string {
  return csvRow([
    order.id,
    order.createdAt,
    `${order.packageName} Package`,
    order.amount,
    orderStatusLabel(order.status),
    order.paidAt,
    order.paymentMethod,
    order.customer.name,
    order.customer.email,
    order.customer.phone,
    order.notes,
  ]);
}

interface Deps {
  db: Db;
  adminRepo: AdminRepository;
  ordersRepo: OrdersRepository;
  usersRepo: UsersRepository;
  log: FastifyBaseLogger;
}

/**
 * Everything the admin screen does. The routes only reach it through `requireAdmin`, which reads
 * the admin flag from the database on every request; `admin` here is that freshly read user.
 */
export function createAdminService({ db, adminRepo, ordersRepo, usersRepo, log }: Deps) {
  const orderNotFound = () => new AppError('not_found', adminMessages.orderNotFound);

  // The running totals' counter rows are locked by every order write (migration 0003). Two
  // transactions that each change several orders can, rarely, wait on each other; PostgreSQL then
  // aborts one, and running it again is safe because it starts from the row it locks.
  async function inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(work);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isTransient(error)) throw error;
        log.warn({ err: error, attempt }, 'admin transaction retried after a deadlock');
      }
    }
  }

  async function requireOrder(id: string): Promise<AdminOrder> {
    const row = await adminRepo.findOrder(id);
    if (!row) throw orderNotFound();
    return toAdminOrder(row);
  }

  return {
    async summary(): Promise<AdminSummary> {
      const [orders, totalUsers, unhandledMessages] = await Promise.all([
        adminRepo.orderTotals(),
        adminRepo.countUsers(),
        adminRepo.countUnhandledMessages(),
      ]);
      return {
        totalUsers,
        totalOrders: orders.totalOrders,
        completedOrders: orders.byStatus.completed,
        totalRevenue: orders.totalRevenue,
        collectedRevenue: orders.collectedRevenue,
        paidOrders: orders.paidOrders,
        ordersByStatus: orders.byStatus,
        unhandledMessages,
      };
    },

    async listOrders(query: z.output<typeof adminOrdersQuerySchema>): Promise<AdminOrderPage> {
      const search = parseOrderSearch(query.q);
      const rows = await adminRepo.listOrders({
        search,
        status: query.status,
        cursor: decodeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const { items, nextCursor } = page(rows, query.limit);
      // Counts come from the running totals; a search is not counted (that would scan).
      let total: number | null = null;
      if (!search) {
        const totals = await adminRepo.orderTotals();
        total = query.status ? totals.byStatus[query.status] : totals.totalOrders;
      }
      return { orders: items.map(toAdminOrder), nextCursor, total };
    },

    /** The filtered orders as CSV, newest first, fetched in batches so memory stays flat. */
    async *exportOrders(query: z.output<typeof adminOrdersExportQuerySchema>): AsyncGenerator<string> {
      const search = parseOrderSearch(query.q);
      yield UTF8_BOM + csvRow(CSV_HEADER);
      let cursor: Cursor | undefined;
      for (;;) {
        const rows = await adminRepo.listOrders({
          search,
          status: query.status,
          cursor,
          limit: EXPORT_BATCH_SIZE,
        });
        if (rows.length > 0) yield rows.map((row) => csvLine(toAdminOrder(row))).join('');
        const last = rows.at(-1);
        if (rows.length < EXPORT_BATCH_SIZE || !last) return;
        cursor = { createdAt: last.cursorAt, id: last.id };
      }
    },

    async getOrder(id: string): Promise<AdminOrderDetail> {
      const order = await requireOrder(id);
      const [events, paymentRows] = await Promise.all([
        ordersRepo.listEvents(id),
        adminRepo.listPayments(id),
      ]);
      // order_events.actor holds a user id, 'provider' or 'system'; people are shown by name.
      const userIds = [...new Set(events.map((e) => e.actor).filter((actor) => guidPattern.test(actor)))];
      const people = new Map((await adminRepo.findUsersByIds(userIds)).map((user) => [user.id, user]));
      const actorOf = (actor: string): AdminEventActor => {
        if (actor === 'provider' || actor === 'system') return { kind: actor, name: null, userId: null };
        const person = people.get(actor);
        if (!person) return { kind: 'unknown', name: null, userId: null };
        return {
          kind: person.id === order.customer.id ? 'customer' : 'admin',
          name: person.name,
          userId: person.id,
        };
      };
      return {
        ...order,
        events: events.map((event) => ({
          id: event.id,
          fromStatus: event.fromStatus,
          toStatus: event.toStatus,
          actor: actorOf(event.actor),
          reason: event.reason,
          createdAt: event.createdAt.toISOString(),
        })),
        payments: paymentRows.map((payment) => ({
          merchantOrderId: payment.merchantOrderId,
          provider: payment.provider,
          amount: payment.amountPaise / 100,
          state: payment.state,
          paymentMethod: paymentMethodLabel(payment.paymentMode),
          createdAt: payment.createdAt.toISOString(),
          updatedAt: payment.updatedAt.toISOString(),
        })),
      };
    },

    /**
     * Sets an order's status in one transaction: the row is locked, changed only when the status
     * differs, and the change is appended to the timeline with the admin as actor. Setting the
     * status it already has changes nothing and records nothing.
     */
    async changeStatus(
      admin: UserRow,
      id: string,
      input: z.output<typeof updateOrderStatusRequestSchema>,
    ): Promise<{ order: AdminOrder; changed: boolean }> {
      let changed: boolean;
      try {
        changed = await inTransaction(async (tx) => {
          const current = await adminRepo.lockOrder(tx, id);
          if (!current) throw orderNotFound();
          if (current.status === input.status) return false;
          const moved = await ordersRepo.transition(tx, id, current.status, input.status);
          if (!moved) throw new Error('a locked order changed status under the lock');
          await ordersRepo.appendEvent(tx, {
            orderId: id,
            fromStatus: current.status,
            toStatus: input.status,
            actor: admin.id,
            reason: input.reason ?? null,
          });
          return true;
        });
      } catch (error) {
        if (violates(error, 'orders_one_pending_per_package')) {
          throw new AppError('conflict', adminMessages.pendingConflict);
        }
        throw error;
      }
      if (changed)
        log.info({ orderId: id, to: input.status, adminId: admin.id }, 'order status changed by admin');
      return { order: await requireOrder(id), changed };
    },

    /** Saves the notes the customer sees on the order; a change is recorded on the timeline. */
    async setNotes(
      admin: UserRow,
      id: string,
      input: z.output<typeof updateOrderNotesRequestSchema>,
    ): Promise<AdminOrder> {
      await inTransaction(async (tx) => {
        const current = await adminRepo.lockOrder(tx, id);
        if (!current) throw orderNotFound();
        if (current.notes === input.notes) return;
        await adminRepo.setNotes(tx, id, input.notes);
        await ordersRepo.appendEvent(tx, {
          orderId: id,
          fromStatus: current.status,
          toStatus: current.status,
          actor: admin.id,
          reason: input.notes ? 'Notes updated' : 'Notes removed',
        });
      });
      return requireOrder(id);
    },

    async listUsers(query: z.output<typeof adminUsersQuerySchema>): Promise<AdminUserPage> {
      const rows = await adminRepo.listUsers({
        term: query.q,
        cursor: decodeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const { items, nextCursor } = page(rows, query.limit);
      return {
        users: items.map((row) => ({ ...toPublicUser(row), orderCount: row.orderCount })),
        nextCursor,
        total: query.q ? null : await adminRepo.countUsers(),
      };
    },

    async createUser(admin: UserRow, input: z.output<typeof createUserRequestSchema>): Promise<PublicUser> {
      const user = await usersRepo.insert({
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash: await hashPassword(input.password),
        isAdmin: input.isAdmin,
      });
      if (!user) throw new AppError('email_taken', messages.emailTaken);
      log.info({ userId: user.id, isAdmin: user.isAdmin, adminId: admin.id }, 'user created by admin');
      return toPublicUser(user);
    },

    async listMessages(query: z.output<typeof adminMessagesQuerySchema>): Promise<AdminMessagePage> {
      const [rows, unhandledCount] = await Promise.all([
        adminRepo.listMessages({
          handled: query.filter === 'all' ? undefined : query.filter === 'handled',
          cursor: decodeCursor(query.cursor),
          limit: query.limit + 1,
        }),
        adminRepo.countUnhandledMessages(),
      ]);
      const { items, nextCursor } = page(rows, query.limit);
      return { messages: items.map(toAdminMessage), nextCursor, unhandledCount };
    },

    async setMessageHandled(id: string, handled: boolean): Promise<AdminContactMessage> {
      const row = await adminRepo.setMessageHandled(id, handled);
      if (!row) throw new AppError('not_found', adminMessages.messageNotFound);
      return toAdminMessage(row);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
