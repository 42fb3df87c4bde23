import {
  findPackage,
  type Order,
  type OrderDetail,
  type OrderDocument,
  orderReference,
} from '@launchpad/shared';

let counter = 0;

/** An order as GET /api/orders returns it; the package's price comes from the catalogue. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  counter += 1;
  const packageId = overrides.packageId ?? 'growth';
  const launchPackage = findPackage(packageId);
  // Ids differ in their first digits, as random ones do, so that each order has its own reference.
  const status = overrides.status ?? 'pending';
  const id = overrides.id ?? `${counter.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;
  return {
    id,
    reference: overrides.reference ?? orderReference(id),
    userId: '00000000-0000-4000-9000-000000000001',
    packageId,
    packageName: launchPackage?.name ?? packageId,
    amount: launchPackage?.price ?? 1000,
    gst: 0,
    // An order in work or done was paid; pass `paid` for a cancelled one that was.
    paid: status === 'in-progress' || status === 'completed',
    packageValue: launchPackage?.price ?? 1000,
    status,
    notes: null,
    paymentMethod: null,
    refundedAmount: 0,
    refundedFee: 0,
    refundedGst: 0,
    refunds: [],
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
    cancelledAt: null,
    expectedLaunchDate: null,
    trackState: null,
    delayDays: null,
    waitingOnCustomerSince: null,
    milestonesDone: 0,
    milestonesTotal: 0,
    ...overrides,
  };
}

/** An order as GET /api/orders/:id returns it: no timeline, documents, plan or invoices unless given. */
export function buildOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...buildOrder(overrides),
    events: [],
    cancellationRequestedAt: null,
    cancellationRequest: null,
    billing: null,
    receipt: null,
    invoices: [],
    plannedLaunchDate: null,
    governmentCaveat: false,
    milestones: [],
    documents: [],
    deliverables: [],
    ...overrides,
  };
}

/** One file of an order's checklist: a director's PAN card still to send, unless told otherwise. */
export function buildOrderDocument(overrides: Partial<OrderDocument> = {}): OrderDocument {
  counter += 1;
  return {
    id: `d-${counter}`,
    kind: 'pan',
    copy: 1,
    title: 'PAN card of each director',
    status: 'required',
    fileName: null,
    size: null,
    reason: null,
    uploadedAt: null,
    ...overrides,
  };
}
