import { Field, PhoneField, TextField } from '../../../components/ui/field.tsx';
import { GstStateSelect } from '../../../components/ui/gst-state-select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { CustomerCorrectionState } from './use-customer-correction.ts';

/** The customer's name and phone, the billing details (optional) and the reason for the correction. */
export function CustomerCorrectionFields({
  field,
  errorOf,
}: Pick<CustomerCorrectionState, 'field' | 'errorOf'>) {
  return (
    <>
      <TextField label="Full Name" error={errorOf('name')} {...field('name')} />
      <PhoneField error={errorOf('phone')} {...field('phone')} />
      <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Billing details (optional)</legend>
        <TextField label="Billing name" error={errorOf('billing.name')} {...field('billingName')} />
        <TextField label="Billing address" error={errorOf('billing.address')} {...field('billingAddress')} />
        <Field label="State" error={errorOf('billing.state')}>
          {(control) => (
            <GstStateSelect placeholder="Choose a state" {...control} {...field('billingState')} />
          )}
        </Field>
        <TextField label="GSTIN (optional)" error={errorOf('billing.gstin')} {...field('gstin')} />
      </fieldset>
      <Field label="Reason" hint="What the customer asked for, and how." error={errorOf('reason')}>
        {(control) => <Textarea rows={3} {...control} {...field('reason')} />}
      </Field>
    </>
  );
}
