import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrderDetail,
  gstState,
  type InvoiceCorrectionRequest,
  type InvoiceSummary,
  invoiceCorrectionRequestSchema,
  messages,
} from '@launchpad/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmAlert } from '../../../components/ui/confirm-alert.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Field, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import { useCorrectInvoiceMutation } from '../api/correct-invoice.ts';
import { GstStateSelect } from './gst-state-select.tsx';

type Form = InvoiceCorrectionRequest;
type Corrected = z.output<typeof invoiceCorrectionRequestSchema>;
const fields = ['name', 'address', 'state', 'gstin', 'reason'] as const;

/** "Correct billing details…" on an issued invoice: a credit note cancels it, a new one replaces it. */
export function CorrectInvoiceButton({
  order,
  invoice,
}: {
  order: AdminOrderDetail;
  invoice: InvoiceSummary;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Correct billing details…
        <span className="sr-only"> of {invoice.number}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-lg">
          {open ? <CorrectionForm order={order} invoice={invoice} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** What the confirmation says will be issued: whom the new invoice names and which tax applies. */
function correctionSummary(invoice: InvoiceSummary, corrected: Corrected): string {
  const state = gstState(corrected.state)?.name ?? corrected.state;
  const gstin = corrected.gstin ? `, GSTIN ${corrected.gstin}` : ', without a GSTIN';
  const taxed =
    invoice.tax === 0
      ? 'without tax, as before'
      : `with its GST split for ${state}: CGST and SGST within the seller’s state, IGST from another`;
  return `A credit note will cancel ${invoice.number} in full, and a new invoice for the same payment and total will name ${corrected.name}${gstin}, place of supply ${state}, ${taxed}. The customer is mailed both. Issued documents cannot be withdrawn.`;
}

function CorrectionForm({
  order,
  invoice,
  onDone,
}: {
  order: AdminOrderDetail;
  invoice: InvoiceSummary;
  onDone: () => void;
}) {
  const correct = useCorrectInvoiceMutation();
  const [review, setReview] = useState<Corrected | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const recipient = invoice.recipient;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Form, unknown, Corrected>({
    resolver: zodResolver(invoiceCorrectionRequestSchema),
    defaultValues: {
      name: recipient?.name ?? order.customer.name,
      address: recipient?.address ?? '',
      state: recipient?.state ?? '',
      gstin: recipient?.gstin ?? '',
      reason: '',
    },
  });

  // The confirmation takes the focus when it opens, so it is read before anything is issued.
  useEffect(() => {
    if (review) confirmRef.current?.focus();
  }, [review]);

  const onReview = handleSubmit((corrected) => {
    setFailure(null);
    setReview(corrected);
  });

  const onConfirm = async () => {
    if (!review) return;
    try {
      await correct.mutateAsync({ orderId: order.id, invoiceId: invoice.id, ...review });
      onDone();
    } catch (error) {
      setReview(null);
      showFieldErrors(error, fields, setError);
      const fieldError = isApiError(error) && error.details.some((d) => fields.some((f) => f === d.path));
      if (fieldError) return;
      if (isApiError(error) && error.status === 0) setFailure(messages.networkError);
      else
        setFailure(
          isApiError(error) ? (error.serverMessage ?? error.message) : 'The invoice could not be corrected',
        );
      setFocus('name');
    }
  };

  return (
    <>
      <DialogTitle>Correct the billing details of {invoice.number}</DialogTitle>
      <DialogDescription>
        An issued invoice cannot be changed: a credit note cancels it in full and a new invoice with the next
        number replaces it, for the same payment. Nothing is charged or refunded.
      </DialogDescription>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <form onSubmit={onReview} noValidate className="flex flex-col gap-4">
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
        {review ? (
          <div ref={confirmRef} tabIndex={-1} className="outline-none">
            <ConfirmAlert
              confirmLabel="Issue credit note and new invoice"
              busy={correct.isPending}
              onConfirm={onConfirm}
              onCancel={() => setReview(null)}
            >
              <p>{correctionSummary(invoice, review)}</p>
            </ConfirmAlert>
          </div>
        ) : (
          <FormActions
            busy={false}
            submitLabel="Review the correction"
            busyLabel="Checking…"
            onCancel={onDone}
          />
        )}
      </form>
    </>
  );
}
