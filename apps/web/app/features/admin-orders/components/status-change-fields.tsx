import type { PaidCancellationChoice } from '@launchpad/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { OfflineRefundChoice } from './offline-refund-fields.tsx';
import type { StatusChangeState } from './use-status-change.ts';

/**
 * The status change's fields: for a cancellation the money and how it goes back, then the note
 * (or why the payment is kept) and what the server asked.
 */
export function StatusChangeFields({ form, paidOffline }: { form: StatusChangeState; paidOffline: boolean }) {
  const { cancelling, money } = form;
  return (
    <>
      {cancelling ? <MoneyChoice money={money} onChange={form.setMoney} paidOffline={paidOffline} /> : null}
      {cancelling && money === 'refund' ? <OfflineRefundChoice {...form.offline} /> : null}
      <Field
        label={
          cancelling && money === 'keep' ? 'Why the payment is kept' : 'Note for the customer (optional)'
        }
        error={form.reasonError}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={500}
            value={form.reason}
            onChange={(event) => form.setReason(event.target.value)}
          />
        )}
      </Field>
      {form.openWork ? <Alert variant="error">{form.openWork}. Complete the order anyway?</Alert> : null}
      {form.confirmOffline ? <Alert variant="error">{form.confirmOffline}</Alert> : null}
      {form.failure ? <Alert variant="error">{form.failure}</Alert> : null}
    </>
  );
}

/** What cancelling a paid order does with the money: a refund of all that is left, or keeping it. */
function MoneyChoice({
  money,
  onChange,
  paidOffline,
}: {
  money: PaidCancellationChoice;
  onChange: (money: PaidCancellationChoice) => void;
  paidOffline: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">What happens to the money</legend>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="radio"
          name="money"
          value="refund"
          checked={money === 'refund'}
          onChange={() => onChange('refund')}
          className="mt-1"
        />
        <span>
          {paidOffline
            ? 'Refund all that is left, returned the same way it was paid (record it below)'
            : "Refund all that is left to the customer's payment method (5-7 working days)"}
        </span>
      </label>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="radio"
          name="money"
          value="keep"
          checked={money === 'keep'}
          onChange={() => onChange('keep')}
          className="mt-1"
        />
        <span>Keep the payment (say why: the customer reads it)</span>
      </label>
    </fieldset>
  );
}
