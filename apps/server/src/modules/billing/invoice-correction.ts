import {
  correctedTaxSplit,
  type InvoiceCorrection,
  type invoiceCorrectionRequestSchema,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { BusinessConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { isGuid } from '../../db/cursor-paging.ts';
import { violatesUnique } from '../../db/errors.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { InvoiceRow, OrderRow, UserRow } from '../../db/schema.ts';
import { type Transaction, transactionWithRetry } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrderBillingWrites, OrderReads, OrderTimeline } from '../orders/index.ts';
import type { BillingRepository } from './billing.repository.ts';
import { nextDocumentNumber } from './document-numbers.ts';
import { toSummary } from './document-summary.ts';
import { invoiceCorrectionReads as reads } from './invoice-correction.repository.ts';

type CorrectionInput = z.output<typeof invoiceCorrectionRequestSchema>;

/** The documents of a correction, for the customer's mail queued in the same transaction. */
export type InvoiceCorrectedHook = (
  tx: Queryable,
  event: { order: OrderRow; original: InvoiceRow; creditNote: InvoiceRow; invoice: InvoiceRow },
) => Promise<unknown>;

interface Deps {
  db: Db;
  billingRepo: Pick<BillingRepository, 'nextSerial' | 'insert'>;
  orderReads: OrderReads;
  /** The corrected billing kept on the order, and the note of the correction on its timeline. */
  orderWrites: OrderTimeline & OrderBillingWrites;
  /** Undefined when the seller is not configured: no documents are issued then. */
  business: BusinessConfig | undefined;
  notify: InvoiceCorrectedHook;
  log: FastifyBaseLogger;
  now?: () => number;
}

function alreadyCorrected(invoice: InvoiceRow, successor: InvoiceRow): AppError {
  return new AppError(
    'conflict',
    `Invoice ${invoice.number} was already corrected: invoice ${successor.number} replaces it`,
  );
}

/** The invoice to correct, read under the order's lock, or the reason it cannot be corrected. */
async function correctableInvoice(tx: Queryable, order: OrderRow, invoiceId: string): Promise<InvoiceRow> {
  const invoice = await reads.findDocument(tx, invoiceId);
  if (!invoice || invoice.orderId !== order.id) throw new AppError('not_found', 'Invoice not found');
  if (invoice.kind !== 'invoice') {
    throw new AppError('conflict', `${invoice.number} is a credit note: correct the invoice it refers to`);
  }
  const successor = await reads.successorOf(tx, invoice.id);
  if (successor) throw alreadyCorrected(invoice, successor);
  const refundNotes = await reads.refundNotesOf(tx, invoice.id);
  if (refundNotes.length > 0) {
    throw new AppError(
      'conflict',
      `Invoice ${invoice.number} has credit notes for refunds (${refundNotes.join(', ')}), so it cannot be cancelled in full; ask your accountant to correct it by hand`,
    );
  }
  return invoice;
}

type Issued = Omit<InvoiceRow, 'id' | 'number' | 'serial' | 'financialYear'>;

/** The invoice re-issued to the corrected recipient, taxed for the place of supply they give. */
async function reissue(
  deps: Deps,
  tx: Transaction,
  business: BusinessConfig,
  original: InvoiceRow,
  issuedAs: Issued,
  input: CorrectionInput,
) {
  const recipient = {
    name: input.name,
    address: input.address,
    state: input.state,
    gstin: input.gstin ?? null,
  };
  // Place of supply (s.12(2) IGST Act): the recipient's location, registered or not.
  const placeOfSupply = input.state;
  const supplierState = original.supplier.state;
  const amounts = correctedTaxSplit(original, supplierState, placeOfSupply);
  const invoice = await deps.billingRepo.insert(tx, {
    ...issuedAs,
    ...amounts,
    ...(await nextDocumentNumber(deps.billingRepo, tx, business.invoicePrefix, 'invoice', issuedAs.issuedAt)),
    supersedes: original.id,
    recipient,
    placeOfSupply,
    lines: original.lines.map((line) => ({
      ...line,
      ...correctedTaxSplit(line, supplierState, placeOfSupply),
    })),
  });
  return { invoice, recipient, placeOfSupply, amounts };
}

/** Issues the credit note and the re-issued invoice, updates the order's billing, notes and mails it. */
async function issue(
  deps: Deps,
  tx: Transaction,
  admin: UserRow,
  order: OrderRow,
  original: InvoiceRow,
  input: CorrectionInput,
) {
  const business = deps.business;
  if (!business) throw new AppError('conflict', 'No seller is configured, so no documents can be issued');
  const { id: _id, number: _number, serial: _serial, financialYear: _fy, ...rest } = original;
  const issuedAs: Issued = { ...rest, reason: input.reason, issuedAt: new Date((deps.now ?? Date.now)()) };
  // The credit note cancels the whole invoice: its parties, place of supply, lines and amounts.
  const creditNote = await deps.billingRepo.insert(tx, {
    ...issuedAs,
    ...(await nextDocumentNumber(
      deps.billingRepo,
      tx,
      business.invoicePrefix,
      'credit-note',
      issuedAs.issuedAt,
    )),
    kind: 'credit-note',
    refersTo: original.id,
    refundId: null,
    supersedes: null,
  });
  const { invoice, recipient, placeOfSupply, amounts } = await reissue(
    deps,
    tx,
    business,
    original,
    issuedAs,
    input,
  );
  if (order.billing) {
    const { cgst, sgst, igst } = amounts;
    await deps.orderWrites.recordBilling(tx, order.id, {
      ...order.billing,
      recipient,
      placeOfSupply,
      cgst,
      sgst,
      igst,
    });
  }
  await deps.orderWrites.appendNote(
    tx,
    order,
    admin.id,
    `Invoice ${original.number} corrected (${input.reason}): cancelled by credit note ${creditNote.number}, re-issued as ${invoice.number}`,
  );
  await deps.notify(tx, { order, original, creditNote, invoice });
  return { creditNote, invoice };
}

/**
 * Corrects the billing details of an issued invoice (Rule 46 forbids changing it): in one
 * transaction, a credit note cancels the invoice in full, and a new invoice with the next number
 * names the corrected recipient, against the same payment and order, taxed for the place of supply
 * the corrected details give. The customer is mailed both documents through the outbox.
 *
 * The order's row lock serialises a correction with another one and with refunds' credit notes;
 * the unique indexes on `supersedes` and on a correction's credit note per invoice make a second
 * correction of one invoice impossible even so.
 */
export function createInvoiceCorrection(deps: Deps) {
  const { db, orderReads, log } = deps;

  return async (
    admin: UserRow,
    ids: { orderId: string; invoiceId: string },
    input: CorrectionInput,
  ): Promise<InvoiceCorrection> => {
    if (!isGuid(ids.orderId)) throw new AppError('not_found', 'Order not found');
    if (!isGuid(ids.invoiceId)) throw new AppError('not_found', 'Invoice not found');
    let issued: { creditNote: InvoiceRow; invoice: InvoiceRow; original: string };
    try {
      issued = await transactionWithRetry(db, log, async (tx) => {
        const order = await orderReads.lockById(tx, ids.orderId);
        if (!order) throw new AppError('not_found', 'Order not found');
        const original = await correctableInvoice(tx, order, ids.invoiceId);
        return { ...(await issue(deps, tx, admin, order, original, input)), original: original.number };
      });
    } catch (error) {
      // Only a writer that skipped the order's lock could get here; the index keeps the rule.
      if (
        violatesUnique(error, 'invoices_supersedes_key') ||
        violatesUnique(error, 'invoices_one_correction_per_invoice')
      ) {
        throw new AppError('conflict', 'This invoice was already corrected');
      }
      throw error;
    }
    log.info(
      {
        orderId: ids.orderId,
        adminId: admin.id,
        creditNote: issued.creditNote.number,
        invoice: issued.invoice.number,
      },
      'invoice corrected by admin',
    );
    return {
      creditNote: toSummary(issued.creditNote, { supersededBy: null, corrects: issued.original }),
      invoice: toSummary(issued.invoice, { supersededBy: null, corrects: issued.original }),
    };
  };
}

export type CorrectInvoice = ReturnType<typeof createInvoiceCorrection>;
