import {
  type BillingDetails,
  type billingDetailsRequestSchema,
  type Charge,
  findPackage,
  gstState,
  type LaunchPackage,
  type OrderBillingSnapshot,
  splitTax,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { BusinessConfig } from '../../config/env.ts';
import type { BillingDetailsRow, OrderBilling, OrderRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BillingServiceDeps } from './billing-deps.ts';

// What a buyer is charged: their billing details, the checkout's quote and charge, and the billing
// snapshot an order keeps as its owner reads it.

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

/** The charge for a package as this buyer would pay it now, with whom the invoice would name. */
function chargeOf(
  business: BusinessConfig | undefined,
  pkg: LaunchPackage,
  details: BillingDetailsRow | undefined,
): OrderBilling | null {
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

export function createCharges({
  billingRepo,
  business,
}: Pick<BillingServiceDeps, 'billingRepo' | 'business'>) {
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
      return chargeOf(business, pkg, details);
    },

    /** The checkout's summary before the redirect: fee, tax split and total. */
    async quote(user: UserRow, packageId: string): Promise<Charge> {
      const pkg = findPackage(packageId);
      if (!pkg) throw new AppError('not_found', 'This package does not exist');
      const details = await billingRepo.findDetails(user.id);
      const charge = chargeOf(business, pkg, details);
      if (!charge || !business) {
        return { fee: pkg.price, cgst: 0, sgst: 0, stateTaxName: 'SGST', igst: 0, total: pkg.price };
      }
      return toCharge(charge, business.state);
    },

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
  };
}
