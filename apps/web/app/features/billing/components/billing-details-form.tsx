import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BillingDetails,
  type BillingDetailsRequest,
  billingDetailsRequestSchema,
  gstState,
  gstStates,
  messages,
} from '@launchpad/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
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
import { isApiError } from '../../../lib/api-client.ts';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import { saveBillingDetails } from '../api/save-billing-details.ts';

const fields = ['name', 'address', 'state', 'gstin'] as const;

/** The sentence above the form for a failure that is not one field's. */
function failureMessage(error: unknown): string | null {
  if (!isApiError(error)) return 'We could not save your billing details. Please try again.';
  if (error.details.some((detail) => fields.some((field) => field === detail.path))) return null;
  if (error.status === 0) return messages.networkError;
  return error.serverMessage ?? 'We could not save your billing details. Please try again.';
}

/** The state a GSTIN belongs to (its first two digits), when they name one. */
export function stateOfGstin(gstin: string): string | null {
  return gstState(gstin.trim().slice(0, 2))?.code ?? null;
}

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
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<BillingDetailsRequest, unknown, z.output<typeof billingDetailsRequestSchema>>({
    resolver: zodResolver(billingDetailsRequestSchema),
    defaultValues: {
      name: saved?.name ?? '',
      address: saved?.address ?? '',
      state: saved?.state ?? '',
      gstin: saved?.gstin ?? '',
    },
  });

  const onSubmit = handleSubmit(async (details) => {
    setFailure(null);
    try {
      await onSaved(await saveBillingDetails(details));
    } catch (error) {
      showFieldErrors(error, fields, setError);
      setFailure(failureMessage(error));
    }
  });

  // A GSTIN names its state: fill the state in when it is still empty.
  const fillStateFromGstin = (gstin: string) => {
    const state = stateOfGstin(gstin);
    if (state && !getValues('state')) setValue('state', state, { shouldValidate: true });
  };

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
      <Field
        label="State or union territory"
        hint="Decides whether CGST and SGST or IGST apply."
        error={errors.state?.message}
      >
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
