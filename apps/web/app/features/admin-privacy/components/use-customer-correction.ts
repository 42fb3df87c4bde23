import type { CustomerCorrectionRequest } from '@launchpad/shared';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/api-client.ts';
import { useCorrectCustomerMutation } from '../api/data-requests.ts';

export interface CorrectableCustomer {
  id: string;
  name: string;
  phone?: string | null;
}

/** What the form sends: only what changed, billing only when a billing name is given, and the reason. */
function correctionOf(
  customer: CorrectableCustomer,
  form: Record<string, string>,
): CustomerCorrectionRequest {
  const correction: CustomerCorrectionRequest = { reason: form.reason ?? '' };
  if (form.name !== customer.name) correction.name = form.name;
  if (form.phone !== (customer.phone ?? '')) correction.phone = form.phone === '' ? null : form.phone;
  if (form.billingName) {
    correction.billing = {
      name: form.billingName,
      address: form.billingAddress ?? '',
      state: form.billingState ?? '',
      gstin: form.gstin || null,
    };
  }
  return correction;
}

/**
 * The correction dialog's state: open or not, the form (the customer's name and phone at each
 * opening), and the refusal with the message of each field the server named.
 */
export function useCustomerCorrection(customer: CorrectableCustomer) {
  const [open, setOpen] = useState(false);
  const correct = useCorrectCustomerMutation();
  const [form, setForm] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await correct.mutateAsync({ customerId: customer.id, correction: correctionOf(customer, form) });
      toast.success(`${form.name || customer.name}’s details are corrected`);
      setOpen(false);
    } catch (error) {
      const fields = isApiError(error)
        ? Object.fromEntries(error.details.map((detail) => [detail.path, detail.message]))
        : {};
      setFailure({ message: error instanceof Error ? error.message : 'The correction failed', fields });
    }
  };

  return {
    open,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (next) setForm({ name: customer.name, phone: customer.phone ?? '', billingState: '' });
      setFailure(null);
    },
    close: () => setOpen(false),
    /** A field's name, value and change handler, to spread on its input. */
    field: (name: string) => ({
      name,
      value: form[name] ?? '',
      onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
    }),
    errorOf: (path: string) => failure?.fields[path],
    failure: failure?.message ?? null,
    pending: correct.isPending,
    onSubmit,
  };
}

export type CustomerCorrectionState = ReturnType<typeof useCustomerCorrection>;
