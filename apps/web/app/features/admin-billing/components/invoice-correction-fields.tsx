import type { InvoiceCorrectionRequest } from '@launchpad/shared';
import type { UseFormReturn } from 'react-hook-form';
import { Field, TextField } from '../../../components/ui/field.tsx';
import { GstStateSelect } from '../../../components/ui/gst-state-select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { CorrectedBilling } from './use-invoice-correction.ts';

/** The billing details the new invoice will carry, and the reason printed on both documents. */
export function InvoiceCorrectionFields({
  form,
}: {
  form: UseFormReturn<InvoiceCorrectionRequest, unknown, CorrectedBilling>;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField label="Billing name" error={errors.name?.message} required {...register('name')} />
      <Field label="Billing address" error={errors.address?.message}>
        {(control) => <Textarea {...control} rows={3} required {...register('address')} />}
      </Field>
      <Field
        label="State or union territory"
        hint="Decides CGST and SGST or IGST."
        error={errors.state?.message}
      >
        {(control) => <GstStateSelect placeholder="Select a state" {...control} {...register('state')} />}
      </Field>
      <TextField
        label="GSTIN (optional)"
        hint="Leave it empty for a customer not registered for GST."
        error={errors.gstin?.message ?? undefined}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        {...register('gstin')}
      />
      <TextField
        label="Reason"
        hint="Printed on both documents, e.g. “The customer gave the GSTIN of another branch”."
        error={errors.reason?.message}
        {...register('reason')}
      />
    </>
  );
}
