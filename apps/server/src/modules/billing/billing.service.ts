import {
  type BillingDetails,
  type billingDetailsRequestSchema,
  type Charge,
  type DocumentAmounts,
  findPackage,
  GST_RATE_PERCENT,
  gstState,
  type InvoiceSummary,
  type LaunchPackage,
  type OrderBillingSnapshot,
  packageSacCodes,
  splitTax,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { BusinessConfig } from '../../config/env.ts';
import { isGuid } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import type {
  BillingDetailsRow,
  DocumentLine,
  InvoiceRow,
  OrderBilling,
  OrderRow,
  PaymentRow,
  UserRow,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailFile } from '../mail/index.ts';
import type { OrdersRepository } from '../orders/index.ts';
import type { BillingRepository } from './billing.repository.ts';
import { createCreditNotes } from './credit-notes.ts';
import { nextDocumentNumber } from './document-numbers.ts';
import { summariesOfOrder } from './document-summary.ts';
import type { AccountHolder } from './invoice-pdf.ts';
import { createInvoiceRegister } from './invoice-register.ts';
import { createStoredPdfs } from './stored-pdfs.ts';

interface Deps {
  billingRepo: BillingRepository;
  ordersRepo: OrdersRepository;
  /** Undefined when the seller is not configured: no documents are issued then. */
  business: BusinessConfig | undefined;
  log: FastifyBaseLogger;
  /** The account holder a document names when its order gave no billing details. */
  accountHolderOf?: (userId: string) => Promise<AccountHolder | undefined>;
  now?: () => number;
}

function toBillingDetails(
  row: Pick<BillingDetailsRow, 'name' | 'address' | 'state' | 'gstin'>,
): BillingDetails {
  return {
    name: row.name,
    address: row.address,
    state: row.state,
    stateName: gstState(row.state)?.name ?? row.state,
    gstin: row.gstin,
  };
}

export function toCharge(billing: OrderBilling, supplierState: string): Charge {
  return {
    fee: billing.fee,
    cgst: billing.cgst,
    sgst: billing.sgst,
    stateTaxName: gstState(supplierState)?.utgst ? 'UTGST' : 'SGST',
    igst: billing.igst,
    total: billing.total,
  };
}

export function createBillingService(deps: Deps) {
  const { billingRepo, ordersRepo, business, log } = deps;
  const now = deps.now ?? Date.now;
  const creditNotes = createCreditNotes({ billingRepo, business, log, now });

  const storedPdfs = createStoredPdfs(billingRepo, deps.accountHolderOf);

  async function pdfOf(invoice: InvoiceRow): Promise<{ pdf: Buffer; fileName: string }> {
    const pdf = await storedPdfs.pdfOf(invoice);
    return { pdf, fileName: `${invoice.number.replaceAll('/', '-')}.pdf` };
  }

  /** The charge for a package as this buyer would pay it now, with whom the invoice would name. */
  function chargeOf(pkg: LaunchPackage, details: BillingDetailsRow | undefined): OrderBilling | null {
    if (!business) return null;
    const recipient = details
      ? { name: details.name, address: details.address, state: details.state, gstin: details.gstin }
      : null;
    const placeOfSupply = details?.state ?? business.state;
    if (!business.gstin) {
      return {
        recipient,
        placeOfSupply,
        supplierGstin: null,
        fee: pkg.price,
        cgst: 0,
        sgst: 0,
        igst: 0,
        total: pkg.price,
      };
    }
    const split = splitTax(pkg.price, business.state, placeOfSupply);
    return {
      recipient,
      placeOfSupply,
      supplierGstin: business.gstin,
      fee: pkg.price,
      cgst: split.cgst,
      sgst: split.sgst,
      igst: split.igst,
      total: split.total,
    };
  }

  return {
    /** Whether checkout must ask for billing details: a registered seller's invoice names the buyer. */
    detailsRequired: Boolean(business?.gstin),

    async detailsFor(userId: string): Promise<BillingDetails | null> {
      const row = await billingRepo.findDetails(userId);
      return row ? toBillingDetails(row) : null;
    },

    async saveDetails(
      user: UserRow,
      input: z.output<typeof billingDetailsRequestSchema>,
    ): Promise<BillingDetails> {
      const row = await billingRepo.saveDetails({
        userId: user.id,
        name: input.name,
        address: input.address,
        state: input.state,
        gstin: input.gstin ?? null,
      });
      return toBillingDetails(row);
    },

    /**
     * What the buyer will be charged for a package. Throws when the invoice must name the buyer
     * (the seller is registered for GST) and no billing details are saved yet.
     */
    async chargeFor(user: UserRow, pkg: LaunchPackage): Promise<OrderBilling | null> {
      const details = await billingRepo.findDetails(user.id);
      if (business?.gstin && !details) {
        throw new AppError('validation_failed', 'Add your billing details before paying', [
          { path: 'billing', message: 'Billing name, address and state are required for the tax invoice' },
        ]);
      }
      return chargeOf(pkg, details);
    },

    /** The checkout's summary before the redirect: fee, tax split and total. */
    async quote(user: UserRow, packageId: string): Promise<Charge> {
      const pkg = findPackage(packageId);
      if (!pkg) throw new AppError('not_found', 'This package does not exist');
      const details = await billingRepo.findDetails(user.id);
      const charge = chargeOf(pkg, details);
      if (!charge || !business) {
        return { fee: pkg.price, cgst: 0, sgst: 0, stateTaxName: 'SGST', igst: 0, total: pkg.price };
      }
      return toCharge(charge, business.state);
    },

    /**
     * Issues the invoice (a bill of supply without a GSTIN) of a payment that has just completed,
     * inside the transaction that completes it, so that a paid order always has its document and
     * a rolled-back completion takes no number. Once per payment.
     */
    async issueInvoiceForPayment(
      tx: Queryable,
      payment: PaymentRow & { order: OrderRow },
    ): Promise<InvoiceRow | undefined> {
      if (!business) return undefined;
      const existing = await billingRepo.findInvoiceOfPayment(tx, payment.id);
      if (existing) return existing;
      const order = (await ordersRepo.findById(payment.orderId, tx)) ?? payment.order;
      let billing = order.billing;
      const paid = payment.amountPaise / 100;
      if (!billing || billing.total !== paid) {
        // An attempt started under other billing details (or before they existed): the document
        // states what this payment actually paid, taxed as it was charged.
        const taxed = billing?.supplierGstin
          ? splitTax(order.amount, business.state, billing.placeOfSupply)
          : null;
        billing =
          taxed && taxed.total === paid && billing
            ? {
                ...billing,
                fee: order.amount,
                cgst: taxed.cgst,
                sgst: taxed.sgst,
                igst: taxed.igst,
                total: paid,
              }
            : {
                recipient: billing?.recipient ?? null,
                placeOfSupply: billing?.placeOfSupply ?? business.state,
                supplierGstin: null,
                fee: paid,
                cgst: 0,
                sgst: 0,
                igst: 0,
                total: paid,
              };
        log.warn(
          { merchantOrderId: payment.merchantOrderId, paid },
          'invoice made from the amount paid: the order’s billing snapshot did not match it',
        );
      }
      const issuedAt = new Date(now());
      const numbered = await nextDocumentNumber(billingRepo, tx, business.invoicePrefix, 'invoice', issuedAt);
      const line: DocumentLine = {
        description: `${order.packageName} launch package: professional services`,
        sac: packageSacCodes[order.packageId as keyof typeof packageSacCodes] ?? '9983',
        taxableValue: billing.fee,
        cgst: billing.cgst,
        sgst: billing.sgst,
        igst: billing.igst,
        ratePercent: billing.supplierGstin ? GST_RATE_PERCENT : 0,
      };
      return billingRepo.insert(tx, {
        kind: 'invoice',
        ...numbered,
        orderId: order.id,
        paymentId: payment.id,
        userId: order.userId,
        refersTo: null,
        refundId: null,
        supersedes: null,
        reason: null,
        issuedAt,
        supplier: {
          legalName: business.legalName,
          address: business.address,
          state: business.state,
          // A bill of supply when the charge carried no tax, even if a GSTIN was added since.
          gstin: billing.supplierGstin,
          cin: business.cin ?? null,
        },
        recipient: billing.recipient,
        placeOfSupply: billing.placeOfSupply,
        lines: [line],
        taxableValue: billing.fee,
        cgst: billing.cgst,
        sgst: billing.sgst,
        igst: billing.igst,
        total: billing.total,
      });
    },

    /** The credit note of a refund that has just completed (a hook of the refund's transaction). */
    issueCreditNoteForRefund: creditNotes.issueForRefund,

    /** The credit note issued for a refund, read in the caller's transaction (the refund mail's). */
    creditNoteOfRefund: (tx: Queryable, refundId: string) => billingRepo.findCreditNoteOfRefund(tx, refundId),

    /** The order's billing snapshot as its owner reads it. */
    orderBilling(order: Pick<OrderRow, 'billing'>): OrderBillingSnapshot | null {
      const snapshot = order.billing;
      if (!snapshot) return null;
      return {
        recipient: snapshot.recipient ? toBillingDetails(snapshot.recipient) : null,
        placeOfSupply: snapshot.placeOfSupply,
        charge: toCharge(snapshot, business?.state ?? snapshot.placeOfSupply),
      };
    },

    /** Payment id -> the id of its invoice, for the payments that have one. */
    async invoiceIdsOfPayments(paymentIds: string[]): Promise<Map<string, string>> {
      const rows = await billingRepo.invoiceIdsOfPayments(paymentIds);
      return new Map(rows.map((row) => [row.paymentId, row.id]));
    },

    async invoicesOfOrder(orderId: string): Promise<InvoiceSummary[]> {
      return summariesOfOrder(await billingRepo.listByOrder(orderId));
    },

    /** The PDF for its owner or an admin; anyone else gets the 404 of a document that does not exist. */
    async pdfFor(user: UserRow, id: string): Promise<{ pdf: Buffer; fileName: string }> {
      const notFound = new AppError('not_found', 'Invoice not found');
      if (!isGuid(id)) throw notFound;
      const invoice = await billingRepo.findById(id);
      if (!invoice || (invoice.userId !== user.id && !user.isAdmin)) throw notFound;
      return pdfOf(invoice);
    },

    /**
     * A document's PDF as a mail attachment, the stored one (rendered now if it never was): the
     * mail carries the very bytes the order page offers.
     */
    async pdfAttachment(id: string): Promise<MailFile> {
      const invoice = await billingRepo.findById(id);
      if (!invoice) throw new Error(`invoice ${id} to attach does not exist`);
      const { pdf, fileName } = await pdfOf(invoice);
      return { filename: fileName, contentType: 'application/pdf', contentBase64: pdf.toString('base64') };
    },

    /**
     * GST charged on invoices and reversed by refunds' credit notes, whole rupees, from the series'
     * running sums (corrections cancel out); those notes total their refunds, so refunds less
     * `creditedTax` is their fee part.
     */
    async taxTotals(): Promise<{ invoicedTax: number; creditedTax: number }> {
      const tax = await billingRepo.taxByKind();
      return { invoicedTax: tax.invoice, creditedTax: tax['credit-note'] };
    },

    /**
     * A payment's invoice and what credit notes reversed of it so far, in whole rupees: how a refund
     * of it splits into fee and GST (`creditNoteAmounts`). Null when it has no invoice.
     */
    async invoiceOfPayment(
      paymentId: string,
    ): Promise<{ invoice: DocumentAmounts; credited: DocumentAmounts } | null> {
      const invoice = await billingRepo.findInvoiceOfPayment(billingRepo.reads, paymentId);
      if (!invoice) return null;
      const credited = await billingRepo.creditedAgainst(billingRepo.reads, invoice.id);
      const { taxableValue, cgst, sgst, igst } = invoice;
      return { invoice: { taxableValue, cgst, sgst, igst }, credited };
    },

    /** The GST reversed by credit notes, per order (orders without credit notes are absent). */
    creditedTaxByOrders: (orderIds: string[]) => billingRepo.creditedTaxByOrders(orderIds),

    /** The admin's register of documents and its CSV export. */
    register: createInvoiceRegister(billingRepo),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
