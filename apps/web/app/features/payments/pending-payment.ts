import { type PendingPaymentRecord, pendingPaymentRecordSchema } from '@launchpad/shared';

/** localStorage key of the attempt the buyer is paying for at the provider. */
export const PENDING_PAYMENT_KEY = 'pendingPayment';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function savePendingPayment(record: PendingPaymentRecord) {
  try {
    storage()?.setItem(PENDING_PAYMENT_KEY, JSON.stringify(record));
  } catch {
    // Without storage the result page still works from the merchantOrderId in its URL.
  }
}

/** The stored record, or null; an unreadable one is removed. */
export function readPendingPayment(): PendingPaymentRecord | null {
  const raw = storage()?.getItem(PENDING_PAYMENT_KEY) ?? null;
  if (raw === null) return null;
  try {
    const parsed = pendingPaymentRecordSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {}
  clearPendingPayment();
  return null;
}

export function clearPendingPayment() {
  try {
    storage()?.removeItem(PENDING_PAYMENT_KEY);
  } catch {}
}
