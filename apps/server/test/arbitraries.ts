import { offlinePaymentMethods, ok, orderStatuses } from '@launchpad/shared';
import fc from 'fast-check';

/** Any text, lone surrogates and control characters included. */
const anyText = fc.string({ unit: 'binary' });
const nullableText = fc.option(anyText, { nil: null });
const whole = fc.integer({ min: -1_000_000, max: 10_000_000 });
/** Any order as the services build it, with a field the contract does not declare. */
export const anyOrder = fc.record({
  id: fc.uuid(),
  reference: anyText,
  userId: fc.uuid(),
  packageId: anyText,
  packageName: anyText,
  amount: whole,
  gst: whole,
  paid: fc.boolean(),
  packageValue: whole,
  status: fc.constantFrom(...orderStatuses, 'someday-a-new-status'),
  notes: nullableText,
  paymentMethod: nullableText,
  refundedAmount: whole,
  refundedFee: whole,
  refundedGst: whole,
  refunds: fc.array(
    fc.record({
      id: fc.uuid(),
      merchantRefundId: anyText,
      merchantOrderId: anyText,
      amount: whole,
      state: fc.constantFrom('PENDING', 'COMPLETED', 'FAILED'),
      reason: anyText,
      createdAt: anyText,
      completedAt: fc.option(anyText, { nil: null }),
      offline: fc.option(
        fc.record({
          method: fc.constantFrom(...offlinePaymentMethods),
          reference: anyText,
          refundedOn: fc.constant('2026-12-05'),
        }),
        { nil: null },
      ),
      // Not in the contract: must not leave the server.
      providerPayload: anyText,
    }),
    { maxLength: 3 },
  ),
  createdAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  updatedAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  cancelledAt: fc.option(
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    { nil: null },
  ),
  expectedLaunchDate: fc.option(fc.constant('2026-12-31'), { nil: null }),
  trackState: fc.option(fc.constantFrom('on-track', 'waiting-on-customer', 'delayed'), { nil: null }),
  delayDays: fc.option(whole, { nil: null }),
  waitingOnCustomerSince: fc.option(fc.constant('2026-11-02'), { nil: null }),
  milestonesDone: whole,
  milestonesTotal: whole,
  internalNotes: anyText,
});

/** A success envelope around a list of `item`s, with or without a message. */
export function anyListReply<T>(item: fc.Arbitrary<T>, maxLength = 5) {
  return fc
    .tuple(fc.array(item, { maxLength }), fc.option(anyText, { nil: undefined }))
    .map(([data, message]) => ok(data, message));
}
