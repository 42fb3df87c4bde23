import type { BillingDetails } from '@launchpad/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Loading, QueryError } from '../../../components/ui/query-state.tsx';
import { billingKeys } from '../api/billing-keys.ts';
import { useBillingDetailsQuery } from '../api/get-billing-details.ts';
import { BillingDetailsFacts } from './billing-details-facts.tsx';
import { BillingDetailsForm } from './billing-details-form.tsx';

interface DialogProps {
  saved: BillingDetails | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds or edits the billing details with the checkout's own form. */
function BillingDetailsDialog({ saved, open, onOpenChange }: DialogProps) {
  const queryClient = useQueryClient();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{saved ? 'Edit billing details' : 'Add billing details'}</DialogTitle>
        <DialogDescription>
          Invoices for your next purchases are made out to these details; invoices already issued stay as they
          are.
        </DialogDescription>
        {/* Mounted only while open, so every opening starts from the saved details. */}
        {open ? (
          <BillingDetailsForm
            saved={saved}
            submitLabel="Save details"
            onSaved={(details) => {
              queryClient.setQueryData(billingKeys.details(), details);
              toast.success('Billing details saved');
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The account page's Billing details card: whom invoices name, with Add or Edit. */
export function BillingDetailsCard() {
  const details = useBillingDetailsQuery();
  const [editing, setEditing] = useState(false);
  const saved = details.data ?? null;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle className="text-lg">Billing details</CardTitle>
          <CardDescription>Whom your invoices are made out to.</CardDescription>
        </div>
        {details.isSuccess ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={saved ? 'Edit billing details' : 'Add billing details'}
          >
            {saved ? (
              <Pencil aria-hidden="true" className="size-4" />
            ) : (
              <Plus aria-hidden="true" className="size-4" />
            )}
            {saved ? 'Edit' : 'Add'}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="pt-3">
        {details.isPending ? <Loading label="Loading billing details…" className="py-6" /> : null}
        {details.isError ? (
          <QueryError
            what="your billing details"
            message={details.error.message}
            onRetry={() => details.refetch()}
          />
        ) : null}
        {details.isSuccess && saved ? <BillingDetailsFacts details={saved} /> : null}
        {details.isSuccess && !saved ? (
          <p className="text-sm text-slate-600">
            None saved yet. Add them to have invoices made out to you or your business, with your GSTIN if it
            is registered.
          </p>
        ) : null}
      </CardContent>
      <BillingDetailsDialog saved={saved} open={editing} onOpenChange={setEditing} />
    </Card>
  );
}
