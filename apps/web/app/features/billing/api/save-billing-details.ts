import {
  type BillingDetails,
  type BillingDetailsRequest,
  billingDetailsResponseSchema,
  messages,
  successEnvelope,
} from '@launchpad/shared';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

const billingDetailsResponse = successEnvelope(billingDetailsResponseSchema);

/**
 * Saves whom invoices are made out to (`PUT /api/auth/me/billing`). A plain call, not a mutation
 * hook: checkout runs it on static pages, which have no query client; the account page puts the
 * answer in its cache itself.
 */
export async function saveBillingDetails(details: BillingDetailsRequest): Promise<BillingDetails> {
  const { data } = await apiRequest('/auth/me/billing', {
    method: 'PUT',
    body: details,
    schema: billingDetailsResponse,
  });
  if (!data.billing) {
    throw new ApiError({ status: 200, code: 'invalid_response', message: messages.genericError });
  }
  return data.billing;
}
