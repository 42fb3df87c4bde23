import { UserPen } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { CustomerCorrectionFields } from './customer-correction-fields.tsx';
import { type CorrectableCustomer, useCustomerCorrection } from './use-customer-correction.ts';

/** "Correct details…": an admin corrects a customer's name, phone or billing details at their request. */
export function CorrectCustomerDialog({ customer }: { customer: CorrectableCustomer }) {
  const correction = useCustomerCorrection(customer);
  return (
    <Dialog open={correction.open} onOpenChange={correction.onOpenChange}>
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
        <form onSubmit={correction.onSubmit} noValidate className="flex flex-col gap-4">
          {correction.failure ? <Alert variant="error">{correction.failure}</Alert> : null}
          <CustomerCorrectionFields field={correction.field} errorOf={correction.errorOf} />
          <FormActions
            busy={correction.pending}
            submitLabel="Correct details"
            busyLabel="Correcting…"
            onCancel={correction.close}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
