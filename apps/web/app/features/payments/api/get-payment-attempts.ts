import { type PaymentAttempt, paymentAttemptListSchema, successEnvelope } from '@launchpad/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

const paymentAttemptsResponseSchema = successEnvelope(paymentAttemptListSchema);

/** Every payment attempt of the signed-in user, newest first. */
export async function getPaymentAttempts(signal?: AbortSignal): Promise<PaymentAttempt[]> {
  const body = await apiClient.get('/payments', paymentAttemptsResponseSchema, signal);
  return body.data;
}

export function usePaymentAttemptsQuery({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: paymentKeys.list(),
    queryFn: ({ signal }) => getPaymentAttempts(signal),
    enabled,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}
