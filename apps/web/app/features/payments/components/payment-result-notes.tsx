import { formatLaunchDay, refundArrivalTime, supportContact, supportReplyTime } from '@launchpad/shared';
import type { usePaymentStatus } from '../api/get-payment-status.ts';
import { plannedLaunchOf } from '../payment-result-state.ts';

type Attempt = NonNullable<ReturnType<typeof usePaymentStatus>['data']>['data'];

/** Under the one headline: the launch has started, and the day it is planned for. */
export function SuccessNote({ attempt }: { attempt: Attempt | undefined }) {
  const planned = attempt ? plannedLaunchOf(attempt) : undefined;
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-base text-slate-700">
        Your launch has started
        {planned ? (
          <>
            : planned for{' '}
            <strong className="font-semibold text-slate-900" data-testid="expected-launch-date">
              {formatLaunchDay(planned.date)}
            </strong>
            , {planned.days} days from today
          </>
        ) : null}
        .
      </p>
      <p className="text-sm text-slate-600">
        Your launch page shows each step and what we need from you; we answer messages {supportReplyTime}.
      </p>
    </div>
  );
}

/** Where a debited amount goes, and what to do next. */
export function FailureAdvice({ orderKept }: { orderKept: boolean }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-slate-50 px-4 py-3 text-left text-sm text-slate-700">
      <p>
        <strong className="font-semibold text-slate-900">
          If money was debited, it returns to your account in {refundArrivalTime}.
        </strong>{' '}
        You do not need to do anything for that.
      </p>
      <p>
        What next: try again{orderKept ? ' (your order is kept, so you pay for it once)' : ''}, or contact us
        at {supportContact.email} or {supportContact.phone} ({supportContact.hours}) with the payment
        reference below.
      </p>
    </div>
  );
}
