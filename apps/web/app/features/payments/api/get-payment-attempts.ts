import { type PaymentHistoryPage, paymentHistoryPageSchema, successEnvelope } from '@launchpad/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

const paymentHistoryResponseSchema = successEnvelope(paymentHistoryPageSchema);

/** One page of the signed-in user's payment attempts, newest first. */
export async function getPaymentAttempts(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PaymentHistoryPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const body = await apiClient.get(`/payments${query}`, paymentHistoryResponseSchema, signal);
  return body.data;
}

/** The history, a page at a time ("Show more" asks for the next). */
export function usePaymentAttemptsQuery({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: paymentKeys.list(),
    queryFn: ({ signal, pageParam }) => getPaymentAttempts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

export type PaymentAttemptsQuery = ReturnType<typeof usePaymentAttemptsQuery>;
