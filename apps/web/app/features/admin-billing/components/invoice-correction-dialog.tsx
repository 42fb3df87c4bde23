import { type AdminOrderDetail, gstState, type InvoiceSummary } from '@launchpad/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmAlert } from '../../../components/ui/confirm-alert.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { InvoiceCorrectionFields } from './invoice-correction-fields.tsx';
import { type CorrectedBilling, useInvoiceCorrection } from './use-invoice-correction.ts';

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
function correctionSummary(invoice: InvoiceSummary, corrected: CorrectedBilling): string {
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
  const correction = useInvoiceCorrection(order, invoice, onDone);
  const { review, failure } = correction;
  return (
    <>
      <DialogTitle>Correct the billing details of {invoice.number}</DialogTitle>
      <DialogDescription>
        An issued invoice cannot be changed: a credit note cancels it in full and a new invoice with the next
        number replaces it, for the same payment. Nothing is charged or refunded.
      </DialogDescription>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <form onSubmit={correction.onReview} noValidate className="flex flex-col gap-4">
        <InvoiceCorrectionFields form={correction.form} />
        {review ? (
          <div ref={correction.confirmRef} tabIndex={-1} className="outline-none">
            <ConfirmAlert
              confirmLabel="Issue credit note and new invoice"
              busy={correction.pending}
              onConfirm={correction.onConfirm}
              onCancel={correction.cancelReview}
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
