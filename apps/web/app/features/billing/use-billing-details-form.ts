import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BillingDetails,
  type BillingDetailsRequest,
  billingDetailsRequestSchema,
  gstState,
  messages,
} from '@launchpad/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-client.ts';
import { showFieldErrors } from '../../lib/field-errors.ts';
import { saveBillingDetails } from './api/save-billing-details.ts';

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

/**
 * The billing details form's state: its fields, checked with the server's own schema, the save
 * (`PUT /api/auth/me/billing`) and the failure to show above the form.
 */
export function useBillingDetailsForm(
  saved: BillingDetails | null,
  onSaved: (details: BillingDetails) => void | Promise<void>,
) {
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

  return { register, control, errors, isSubmitting, onSubmit, failure, fillStateFromGstin };
}
