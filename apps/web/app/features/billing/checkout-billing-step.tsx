import type { CheckoutStepView, PrepareCheckoutStep } from '../../lib/checkout-step.ts';

/**
 * The billing step of checkout, chosen when a buy button is pressed: asks the server what the
 * package would charge this customer. The step is shown when billing details are required (the
 * seller has a GSTIN and none are saved), when GST is added (so the tax is seen before paying), or
 * when the customer asked for an invoice in a business's name; otherwise the purchase goes straight
 * to the provider. The quote's contract and the dialog (forms, zod, Radix) are loaded only then,
 * so static pages carry none of them.
 */
export const prepareBillingStep: PrepareCheckoutStep = async (pkg, { wantsInvoice }) => {
  const { getBillingQuote } = await import('./api/get-billing-quote.ts');
  const quote = await getBillingQuote(pkg.id);
  const taxed = quote.charge.total !== quote.charge.fee;
  if (!quote.billingRequired && !taxed && !wantsInvoice) return null;
  const { CheckoutBillingDialog } = await import('./components/checkout-billing-dialog.tsx');
  const view: CheckoutStepView = (controls) => (
    <CheckoutBillingDialog
      pkg={pkg}
      quote={quote}
      startOnForm={quote.billingRequired || wantsInvoice}
      {...controls}
    />
  );
  return view;
};
