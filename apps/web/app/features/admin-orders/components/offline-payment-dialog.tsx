import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrderDetail,
  formatInr,
  indiaDate,
  offlinePaymentMethods,
  type RecordOfflinePaymentRequest,
  recordOfflinePaymentRequestSchema,
} from '@launchpad/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Field, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { inputClasses } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useRecordOfflinePaymentMutation } from '../api/record-offline-payment.ts';

/** What the order asks for: its checkout's total with GST when one was started, else its price. */
const amountDue = (order: AdminOrderDetail) =>
  order.payments.find((p) => p.provider !== 'offline')?.amount ?? order.amount;

/** "Record a payment received offline" for an unpaid order: it starts the launch and issues the invoice. */
export function OfflinePaymentButton({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen(true)}>
        Record a payment received offline…
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          {open ? <OfflinePaymentForm order={order} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

type Form = z.input<typeof recordOfflinePaymentRequestSchema>;

function OfflinePaymentForm({ order, onDone }: { order: AdminOrderDetail; onDone: () => void }) {
  const record = useRecordOfflinePaymentMutation();
  const due = amountDue(order);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Form, unknown, z.output<typeof recordOfflinePaymentRequestSchema>>({
    resolver: zodResolver(recordOfflinePaymentRequestSchema),
    // The money usually arrived today; the admin changes the day when it came earlier.
    defaultValues: { method: 'NEFT', reference: '', receivedOn: indiaDate(new Date()) },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await record.mutateAsync({ orderId: order.id, ...(body satisfies RecordOfflinePaymentRequest) });
      onDone();
    } catch (error) {
      const detail = isApiError(error) ? error.details[0] : undefined;
      const field = detail?.path as keyof Form | undefined;
      const message = error instanceof Error ? error.message : 'The payment could not be recorded';
      setError(
        field && ['amount', 'method', 'reference', 'receivedOn'].includes(field) ? field : 'reference',
        {
          message,
        },
      );
    }
  });
  return (
    <>
      <DialogTitle>Record a payment received offline</DialogTitle>
      <DialogDescription>
        {order.customer.name} paid {order.packageName} ({order.reference}) outside Launchpad. Recording it
        starts the launch, issues the invoice and mails the receipt, as an online payment does. The order's
        total is {formatInr(due)}.
      </DialogDescription>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Amount in rupees"
          inputMode="numeric"
          error={errors.amount?.message}
          {...register('amount', {
            setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
          })}
        />
        <Field label="Method" error={errors.method?.message}>
          {(control) => (
            <select {...control} className={inputClasses} {...register('method')}>
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
          hint="The UTR of a bank transfer, the cheque number or the receipt number"
          error={errors.reference?.message}
          {...register('reference')}
        />
        <TextField
          label="Received on"
          type="date"
          error={errors.receivedOn?.message}
          {...register('receivedOn')}
        />
        <FormActions
          busy={isSubmitting}
          submitLabel="Record payment"
          busyLabel="Recording…"
          onCancel={onDone}
        />
      </form>
    </>
  );
}
