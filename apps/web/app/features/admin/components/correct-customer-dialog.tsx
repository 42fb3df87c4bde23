import type { CustomerCorrectionRequest } from '@launchpad/shared';
import { UserPen } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Field, PhoneField, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCorrectCustomerMutation } from '../api/data-requests.ts';
import { GstStateSelect } from './gst-state-select.tsx';

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

/** "Correct details…": an admin corrects a customer's name, phone or billing details at their request. */
export function CorrectCustomerDialog({ customer }: { customer: CorrectableCustomer }) {
  const [open, setOpen] = useState(false);
  const correct = useCorrectCustomerMutation();
  const [form, setForm] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const field = (name: string) => ({
    name,
    value: form[name] ?? '',
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });
  const errorOf = (path: string) => failure?.fields[path];

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

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setForm({ name: customer.name, phone: customer.phone ?? '', billingState: '' });
        setFailure(null);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Correct details of ${customer.name}`}>
          <UserPen aria-hidden="true" className="size-4" />
          Correct details…
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Correct {customer.name}’s details</DialogTitle>
        <DialogDescription>
          Only at the customer’s request. The change and your reason go on the customer’s record; issued
          invoices keep what they were issued with.
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {failure ? <Alert variant="error">{failure.message}</Alert> : null}
          <TextField label="Full Name" error={errorOf('name')} {...field('name')} />
          <PhoneField error={errorOf('phone')} {...field('phone')} />
          <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-800">Billing details (optional)</legend>
            <TextField label="Billing name" error={errorOf('billing.name')} {...field('billingName')} />
            <TextField
              label="Billing address"
              error={errorOf('billing.address')}
              {...field('billingAddress')}
            />
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
          <FormActions
            busy={correct.isPending}
            submitLabel="Correct details"
            busyLabel="Correcting…"
            onCancel={() => setOpen(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
