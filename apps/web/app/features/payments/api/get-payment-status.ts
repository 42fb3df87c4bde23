import { isPaymentOpen, type PaymentStatusResponse, paymentStatusResponseSchema } from '@launchpad/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

export function getPaymentStatus(
  merchantOrderId: string,
  signal?: AbortSignal,
): Promise<PaymentStatusResponse> {
  return apiClient.get(
    `/payments/status/${encodeURIComponent(merchantOrderId)}`,
    paymentStatusResponseSchema,
    signal,
  );
}

/** Polls every few seconds while the checkout is still open at the provider, for a few minutes at most. */
export function usePaymentStatus(merchantOrderId: string | null) {
  const [startedAt] = useState(() => Date.now());
  return useQuery({
    queryKey: paymentKeys.status(merchantOrderId ?? ''),
    queryFn: ({ signal }) => getPaymentStatus(merchantOrderId as string, signal),
    enabled: merchantOrderId !== null,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.data && isPaymentOpen(query.state.data.status) && Date.now() - startedAt < 3 * 60_000
        ? 5_000
        : false,
  });
}
