import { GST_RATE_PERCENT, packageSacCodes, splitTax } from '@launchpad/shared';
import type { BusinessConfig } from '../../config/env.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { DocumentLine, InvoiceRow, OrderBilling, OrderRow, PaymentRow } from '../../db/schema.ts';
import type { BillingServiceDeps } from './billing-deps.ts';
import { nextDocumentNumber } from './document-numbers.ts';

// The invoice of a payment: numbered and stored in the transaction that completes the payment.

/**
 * The billing a payment's document states: the order's snapshot when it matches what was paid,
 * else what this payment actually paid, taxed as it was charged when that adds up.
 */
function billingAsPaid(
  deps: Pick<BillingServiceDeps, 'log'>,
  business: BusinessConfig,
  order: OrderRow,
  payment: PaymentRow,
): OrderBilling {
  const billing = order.billing;
  const paid = payment.amountPaise / 100;
  if (billing && billing.total === paid) return billing;
  // An attempt started under other billing details (or before they existed): the document
  // states what this payment actually paid, taxed as it was charged.
  const taxed = billing?.supplierGstin ? splitTax(order.amount, business.state, billing.placeOfSupply) : null;
  deps.log.warn(
    { merchantOrderId: payment.merchantOrderId, paid },
    'invoice made from the amount paid: the order’s billing snapshot did not match it',
  );
  return taxed && taxed.total === paid && billing
    ? { ...billing, fee: order.amount, cgst: taxed.cgst, sgst: taxed.sgst, igst: taxed.igst, total: paid }
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
}

/**
 * Issues the invoice (a bill of supply without a GSTIN) of a payment that has just completed,
 * inside the transaction that completes it, so that a paid order always has its document and
 * a rolled-back completion takes no number. Once per payment.
 */
export async function issueInvoiceForPayment(
  deps: BillingServiceDeps,
  tx: Queryable,
  payment: PaymentRow & { order: OrderRow },
): Promise<InvoiceRow | undefined> {
  const { billingRepo, orderReads, business, now = Date.now } = deps;
  if (!business) return undefined;
  const existing = await billingRepo.findInvoiceOfPayment(tx, payment.id);
  if (existing) return existing;
  const order = (await orderReads.findById(payment.orderId, tx)) ?? payment.order;
  const billing = billingAsPaid(deps, business, order, payment);
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
}
