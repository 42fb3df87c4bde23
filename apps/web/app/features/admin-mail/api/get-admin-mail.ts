import { type AdminMailList, adminMailListSchema, type MailStatus, successEnvelope } from '@launchpad/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { mailKeys } from './mail-keys.ts';

const mailResponseSchema = successEnvelope(adminMailListSchema);

/** The most recent mails of the outbox in one status, and how many there are in each. */
export async function getAdminMail(status: MailStatus, signal?: AbortSignal): Promise<AdminMailList> {
  return (await apiClient.get(`/admin/mail?status=${status}`, mailResponseSchema, signal)).data;
}

export function useAdminMailQuery(status: MailStatus) {
  return useQuery({
    queryKey: mailKeys.list(status),
    queryFn: ({ signal }) => getAdminMail(status, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}
