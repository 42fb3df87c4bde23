import { type BillingQuote, billingQuoteSchema, successEnvelope } from '@launchpad/shared';
import { apiClient } from '../../../lib/api-client.ts';

const quoteResponse = successEnvelope(billingQuoteSchema);

/** What buying the package would charge this customer now, and whether billing details must come first. */
export async function getBillingQuote(packageId: string, signal?: AbortSignal): Promise<BillingQuote> {
  const path = `/billing/quote?packageId=${encodeURIComponent(packageId)}`;
  return (await apiClient.get(path, quoteResponse, signal)).data;
}
