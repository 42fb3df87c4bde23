import {
  type AdminOrderDetail,
  type CreateRefundRequest,
  createRefundRequestSchema,
  creditNoteAmounts,
  formatInr,
  OFFLINE_REFUND_OF_PROVIDER_PAYMENT,
  offlineRefundWords,
  orderTransitionRefusal,
  PARTIAL_REFUND_REQUEST_CHOICE,
} from '@launchpad/shared';
import type { OfflineRefundInput } from './offline-refund-fields.tsx';

// What the refund form says and checks, apart from the form: the question, the split, the effect.

export interface RefundForm {
  amount: string;
  reason: string;
  /** With an open cancellation request: whether the refund settles it. */
  cancellationRequest: '' | 'close' | 'keep-open';
}

/**
 * The question asked before a refund goes: "Refund ₹24,999 to Priya Sharma via UPI?", or for money
 * returned offline "Record ₹24,999 returned to Priya Sharma by NEFT?"
 */
export function refundQuestion(
  order: AdminOrderDetail,
  amount: number,
  offline?: OfflineRefundInput,
): string {
  if (offline) return `Record ${formatInr(amount)} returned to ${order.customer.name} by ${offline.method}?`;
  const method = order.refundTo?.paymentMethod;
  return `Refund ${formatInr(amount)} to ${order.customer.name}${method ? ` via ${method}` : ''}?`;
}

/** What happens once the refund is confirmed, by the way the money goes back. */
export function refundEffect(order: AdminOrderDetail, offline?: CreateRefundRequest['offline']): string {
  if (!offline) {
    return "It goes back to the customer's original payment method, usually within 5-7 working days, and cannot be undone.";
  }
  const providerPaid = order.refundTo !== null && !order.refundTo.offline;
  return `${providerPaid ? `${OFFLINE_REFUND_OF_PROVIDER_PAYMENT} ` : ''}It is recorded as returned ${offlineRefundWords(offline)}, complete at once: the customer is mailed with that reference and the credit note, and it cannot be undone.`;
}

/** How a refund of `amount` splits into our fee and GST, as its credit note will; null when unknown. */
export function refundSplit(order: AdminOrderDetail, amount: number): string | null {
  const invoice = order.refundTo?.invoice;
  if (!invoice || !Number.isInteger(amount) || amount <= 0 || amount > order.refundableAmount) return null;
  const note = creditNoteAmounts(
    invoice,
    order.refundTo?.credited ?? { taxableValue: 0, cgst: 0, sgst: 0, igst: 0 },
    amount,
  );
  const taxes =
    note.igst > 0
      ? `IGST ${formatInr(note.igst)}`
      : `CGST ${formatInr(note.cgst)} + SGST ${formatInr(note.sgst)}`;
  return note.cgst + note.sgst + note.igst > 0
    ? `Fee ${formatInr(note.taxableValue)} + GST ${formatInr(note.cgst + note.sgst + note.igst)} (${taxes})`
    : `Fee ${formatInr(note.taxableValue)}; no GST was charged`;
}

/**
 * A refund of all that is left cancels an order in work (the transition table's rule, applied when
 * the refund completes): the confirmation says so. Null when it does not.
 */
export function refundCancelsOrder(order: AdminOrderDetail, amount: number): string | null {
  if (amount < order.refundableAmount) return null;
  const cancels =
    orderTransitionRefusal(order.status, 'cancelled', 'refund', { paid: true, fullyRefunded: true }) === null;
  return cancels ? 'Refunding all that is left also cancels the order: its launch stops.' : null;
}

/** What the refund does to the customer's open cancellation request. */
export function requestOutcome(order: AdminOrderDetail, refund: RefundRequest): string {
  return refund.amount < order.refundableAmount && refund.cancellationRequest === 'keep-open'
    ? 'The cancellation request stays open.'
    : 'This closes the cancellation request.';
}

/** A refund request whose amount is known: the form's, or all that is left. */
export type RefundRequest = CreateRefundRequest & { amount: number };

type CheckedRefund =
  | { request: RefundRequest }
  | { field: keyof RefundForm; message: string }
  // Only the offline fields are wrong: they show their own errors.
  | { offlineOnly: true };

/** The form as a refund request, or the first problem with it, checked as the server checks it. */
export function checkRefund(
  order: AdminOrderDetail,
  form: RefundForm,
  returned: { offline: OfflineRefundInput; confirm: boolean } | null,
): CheckedRefund {
  if (form.amount.trim() === '') return { field: 'amount', message: 'Enter the amount to refund' };
  const requestOpen = order.cancellationRequestedAt !== null;
  const body: CreateRefundRequest = {
    amount: Number(form.amount),
    reason: form.reason,
    cancellationRequest: requestOpen && form.cancellationRequest ? form.cancellationRequest : undefined,
    ...(returned ? { offline: returned.offline, confirmOfflineRefund: returned.confirm } : {}),
  };
  const partial = body.amount !== undefined && body.amount < order.refundableAmount;
  if (requestOpen && partial && !body.cancellationRequest) {
    return { field: 'cancellationRequest', message: PARTIAL_REFUND_REQUEST_CHOICE };
  }
  const parsed = createRefundRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.path[0] !== 'offline');
    if (!issue) return { offlineOnly: true };
    return { field: issue.path[0] === 'amount' ? 'amount' : 'reason', message: issue.message };
  }
  const amount = parsed.data.amount ?? order.refundableAmount;
  if (amount > order.refundableAmount) {
    return {
      field: 'amount',
      message: `At most ${formatInr(order.refundableAmount)} can be refunded for this order`,
    };
  }
  return { request: { ...parsed.data, amount } };
}
