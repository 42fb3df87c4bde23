import { type BillingDetails, billingDetailsResponseSchema, successEnvelope } from '@launchpad/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

const billingDetailsResponse = successEnvelope(billingDetailsResponseSchema);

/** The signed-in customer's saved billing details, or null when none are saved. */
export async function getBillingDetails(signal?: AbortSignal): Promise<BillingDetails | null> {
  return (await apiClient.get('/auth/me/billing', billingDetailsResponse, signal)).data.billing;
}

export function useBillingDetailsQuery() {
  return useQuery({
    queryKey: billingKeys.details(),
    queryFn: ({ signal }) => getBillingDetails(signal),
    staleTime: 5 * 60_000,
  });
}
