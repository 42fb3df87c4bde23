import {
  type ContactRequest,
  type ContactResponseData,
  contactResponseDataSchema,
  successEnvelope,
} from '@launchpad/shared';
import { apiClient } from '../../../lib/api-client.ts';

const contactResponseSchema = successEnvelope(contactResponseDataSchema);

/** Sends a visitor's message to the support team (`POST /api/contact`). */
export async function sendContactMessage(message: ContactRequest): Promise<ContactResponseData> {
  const body = await apiClient.post('/contact', message, contactResponseSchema);
  return body.data;
}
