import { type BillingQuote, formatInr, type LaunchPackage } from '@launchpad/shared';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { CheckoutStepControls } from '../../../lib/checkout-step.ts';
import { getBillingQuote } from '../api/get-billing-quote.ts';
import { BillingDetailsFacts } from './billing-details-facts.tsx';
import { BillingDetailsForm } from './billing-details-form.tsx';
import { ChargeSummary } from './charge-summary.tsx';

interface Props extends CheckoutStepControls {
  pkg: LaunchPackage;
  /** The quote the buy button fetched. */
  quote: BillingQuote;
  /** Opens on the billing details form: they are required, or the customer asked for an invoice in their name. */
  startOnForm: boolean;
}

type Step = 'details' | 'summary';

/**
 * The checkout's billing step: the billing details when they are needed (saved on the account),
 * then the fee, CGST and SGST or IGST, and the total, and Pay, which opens the provider's page.
 */
export function CheckoutBillingDialog({ pkg, quote: firstQuote, startOnForm, pay, close }: Props) {
  const [quote, setQuote] = useState(firstQuote);
  const [step, setStep] = useState<Step>(startOnForm ? 'details' : 'summary');
  // Whether the summary was seen, so that Cancel on the form goes back to it instead of closing.
  const [summarySeen, setSummarySeen] = useState(!startOnForm);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onPay() {
    setPaying(true);
    setFailure(null);
    const problem = await pay();
    // On success the browser is leaving for the provider: the button stays busy until it has.
    if (problem) {
      setFailure(problem);
      setPaying(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !paying) close();
      }}
    >
      <DialogContent>
        {step === 'details' ? (
          <DetailsStep
            quote={quote}
            onSaved={async () => {
              // The state decides the split: ask the server for the charge with the new details.
              setQuote(await getBillingQuote(pkg.id));
              setSummarySeen(true);
              setStep('summary');
            }}
            onCancel={summarySeen && quote.billing ? () => setStep('summary') : close}
          />
        ) : (
          <SummaryStep
            pkg={pkg}
            quote={quote}
            paying={paying}
            failure={failure}
            onPay={() => void onPay()}
            onChangeDetails={() => setStep('details')}
            close={close}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The billing details form, saved on the account for next time. */
function DetailsStep({
  quote,
  onSaved,
  onCancel,
}: {
  quote: BillingQuote;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <>
      <DialogTitle>Billing details</DialogTitle>
      <DialogDescription>
        {quote.billingRequired
          ? 'Your tax invoice names the person or business you bill. We keep these details on your account for next time.'
          : 'Whom should the invoice name? We keep these details on your account for next time.'}
      </DialogDescription>
      <BillingDetailsForm
        saved={quote.billing}
        submitLabel="Continue"
        onSaved={onSaved}
        onCancel={onCancel}
      />
    </>
  );
}

/** Whom the invoice names, the charge, and Pay. */
function SummaryStep({
  pkg,
  quote,
  paying,
  failure,
  onPay,
  onChangeDetails,
  close,
}: {
  pkg: LaunchPackage;
  quote: BillingQuote;
  paying: boolean;
  failure: string | null;
  onPay: () => void;
  onChangeDetails: () => void;
  close: () => void;
}) {
  const headingId = useId();
  return (
    <>
      <DialogTitle>Pay for the {pkg.name} package</DialogTitle>
      <DialogDescription>Check the amount and whom the invoice names before you pay.</DialogDescription>
      {quote.billing ? (
        <section aria-labelledby={headingId} className="flex flex-col gap-1">
          <div className="flex items-center justify-between gap-3">
            <h3 id={headingId} className="text-sm font-semibold text-slate-900">
              Invoice to
            </h3>
            <Button variant="link" size="sm" className="text-sm" onClick={onChangeDetails} disabled={paying}>
              Change billing details
            </Button>
          </div>
          <BillingDetailsFacts details={quote.billing} />
        </section>
      ) : null}
      <ChargeSummary charge={quote.charge} />
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close} disabled={paying}>
          Cancel
        </Button>
        <Button onClick={onPay} disabled={paying} aria-busy={paying}>
          {paying ? (
            <>
              <Spinner className="size-4" />
              Processing Payment...
            </>
          ) : (
            `Pay ${formatInr(quote.charge.total)}`
          )}
        </Button>
      </div>
    </>
  );
}
