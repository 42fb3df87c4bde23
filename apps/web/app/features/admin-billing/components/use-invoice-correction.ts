import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrderDetail,
  type InvoiceCorrectionRequest,
  type InvoiceSummary,
  invoiceCorrectionRequestSchema,
  messages,
} from '@launchpad/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import { useCorrectInvoiceMutation } from '../api/correct-invoice.ts';

export type CorrectedBilling = z.output<typeof invoiceCorrectionRequestSchema>;
const fields = ['name', 'address', 'state', 'gstin', 'reason'] as const;

/**
 * The correction form's state: the billing details (the invoice's recipient at first), the
 * correction under review, and what the server refused. A refused field shows on the field; any
 * other refusal above the form.
 */
export function useInvoiceCorrection(order: AdminOrderDetail, invoice: InvoiceSummary, onDone: () => void) {
  const correct = useCorrectInvoiceMutation();
  const [review, setReview] = useState<CorrectedBilling | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const recipient = invoice.recipient;
  const form = useForm<InvoiceCorrectionRequest, unknown, CorrectedBilling>({
    resolver: zodResolver(invoiceCorrectionRequestSchema),
    defaultValues: {
      name: recipient?.name ?? order.customer.name,
      address: recipient?.address ?? '',
      state: recipient?.state ?? '',
      gstin: recipient?.gstin ?? '',
      reason: '',
    },
  });
  const { handleSubmit, setError, setFocus } = form;

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

  return {
    form,
    review,
    cancelReview: () => setReview(null),
    failure,
    confirmRef,
    pending: correct.isPending,
    onReview,
    onConfirm,
  };
}
