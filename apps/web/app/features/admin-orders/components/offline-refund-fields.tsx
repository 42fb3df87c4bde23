import { indiaDate, offlinePaymentMethods, offlineRefundRequestSchema } from '@launchpad/shared';
import { Field, TextField } from '../../../components/ui/field.tsx';
import { inputClasses } from '../../../components/ui/input.tsx';

/** How money went back outside the payment provider, as a refund records it. */
export interface OfflineRefundInput {
  method: (typeof offlinePaymentMethods)[number];
  reference: string;
  refundedOn: string;
}

export type OfflineRefundErrors = Partial<Record<keyof OfflineRefundInput, string>>;

/** A new offline refund: by NEFT, sent back today (India's day), its reference still to type. */
export const newOfflineRefund = (): OfflineRefundInput => ({
  method: 'NEFT',
  reference: '',
  refundedOn: indiaDate(new Date()),
});

/** The field of an `offline.x` error path the server answered with, if it names one. */
export function offlineRefundField(path: string | undefined): keyof OfflineRefundInput | undefined {
  const field = path?.replace(/^(offline|refundOffline)\./, '');
  return field === 'method' || field === 'reference' || field === 'refundedOn' ? field : undefined;
}

/**
 * The method, the bank's reference and the day of money returned outside the provider: a refund of
 * an order paid by bank transfer, cheque or cash, or of a card that is closed.
 */
export function OfflineRefundFields({
  value,
  errors,
  onChange,
}: {
  value: OfflineRefundInput;
  errors: OfflineRefundErrors;
  onChange: (next: OfflineRefundInput) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">How the money went back</legend>
      <Field label="Method" error={errors.method}>
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={value.method}
            onChange={(event) =>
              onChange({ ...value, method: event.target.value as OfflineRefundInput['method'] })
            }
          >
            {offlinePaymentMethods.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label="Reference"
        hint="The UTR of the bank transfer or the cheque number: the customer sees it"
        error={errors.reference}
        value={value.reference}
        maxLength={100}
        onChange={(event) => onChange({ ...value, reference: event.target.value })}
      />
      <TextField
        label="Sent back on"
        type="date"
        error={errors.refundedOn}
        value={value.refundedOn}
        onChange={(event) => onChange({ ...value, refundedOn: event.target.value })}
      />
    </fieldset>
  );
}

/** What is wrong with the fields before anything is sent, checked as the server checks them. */
export function offlineRefundProblems(value: OfflineRefundInput): OfflineRefundErrors {
  const parsed = offlineRefundRequestSchema.safeParse(value);
  const problems: OfflineRefundErrors = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = offlineRefundField(`offline.${String(issue.path[0])}`);
    if (field && !problems[field]) problems[field] = issue.message;
  }
  if (!problems.refundedOn && value.refundedOn > indiaDate(new Date())) {
    problems.refundedOn = 'The money cannot have gone back after today';
  }
  return problems;
}

/**
 * Whether a refund goes back outside the provider, and how: always for an order paid offline
 * (`only`), by choice for a provider's payment that cannot take it back (a closed card).
 */
export function OfflineRefundChoice({
  only,
  chosen,
  onChoose,
  ...fields
}: {
  only: boolean;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
  value: OfflineRefundInput;
  errors: OfflineRefundErrors;
  onChange: (next: OfflineRefundInput) => void;
}) {
  return (
    <>
      {only ? null : (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={chosen}
            onChange={(event) => onChoose(event.target.checked)}
            className="mt-1"
          />
          <span>The money went back outside the payment provider (the card is closed, for example)</span>
        </label>
      )}
      {only || chosen ? <OfflineRefundFields {...fields} /> : null}
    </>
  );
}
