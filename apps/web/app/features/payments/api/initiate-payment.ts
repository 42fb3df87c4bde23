import {
  type InitiatePaymentData,
  type InitiatePaymentRequest,
  initiatePaymentDataSchema,
  successEnvelope,
} from '@launchpad/shared';
import { apiClient } from '../../../lib/api-client.ts';

const responseSchema = successEnvelope(initiatePaymentDataSchema);

/** Asks the server for a checkout page; the price is the server's, the amount only a cross-check. */
export async function initiatePayment(request: InitiatePaymentRequest): Promise<InitiatePaymentData> {
  const { data } = await apiClient.post('/payments/initiate', request, responseSchema);
  return data;
}
