import { type BillingDetails, gstStates } from '@launchpad/shared';
import { Controller } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useBillingDetailsForm } from '../use-billing-details-form.ts';

interface Props {
  /** The saved details to edit; the form starts empty without them. */
  saved: BillingDetails | null;
  submitLabel: string;
  /** Runs once the server has saved the details; a failure it throws shows above the form. */
  onSaved: (details: BillingDetails) => void | Promise<void>;
  onCancel?: () => void;
}

/**
 * Whom invoices are made out to: billing name, address, state or union territory and an optional
 * GSTIN, checked with the server's own schema (format, check character, state) before it is sent,
 * and saved with `PUT /api/auth/me/billing`.
 */
export function BillingDetailsForm({ saved, submitLabel, onSaved, onCancel }: Props) {
  const { register, control, errors, isSubmitting, onSubmit, failure, fillStateFromGstin } =
    useBillingDetailsForm(saved, onSaved);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <TextField
        label="Billing name"
        hint="The person or business the invoice is made out to."
        error={errors.name?.message}
        autoComplete="organization"
        required
        {...register('name')}
      />
      <Field label="Billing address" hint="Street, city and PIN code." error={errors.address?.message}>
        {(fieldControl) => (
          <Textarea
            {...fieldControl}
            rows={3}
            className="min-h-24"
            autoComplete="street-address"
            required
            {...register('address')}
          />
        )}
      </Field>
      <StateField control={control} error={errors.state?.message} />
      <TextField
        label="GSTIN (optional)"
        hint="15 characters, e.g. 29ABCDE1234F1Z5. Leave it empty if the business is not registered for GST."
        error={errors.gstin?.message ?? undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        {...register('gstin', { onBlur: (event) => fillStateFromGstin(event.target.value) })}
      />
      <FormActions busy={isSubmitting} submitLabel={submitLabel} busyLabel="Saving…" onCancel={onCancel} />
    </form>
  );
}

/** The state or union territory, chosen from the GST list: it decides which taxes apply. */
function StateField({
  control,
  error,
}: {
  control: ReturnType<typeof useBillingDetailsForm>['control'];
  error?: string;
}) {
  return (
    <Field label="State or union territory" hint="Decides whether CGST and SGST or IGST apply." error={error}>
      {(fieldControl) => (
        <Controller
          name="state"
          control={control}
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger {...fieldControl} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder="Select a state" />
              </SelectTrigger>
              <SelectContent>
                {gstStates.map((state) => (
                  <SelectItem key={state.code} value={state.code}>
                    {state.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </Field>
  );
}
