import {
  noDataEnvelope,
  type StaffThread,
  type SupportQueue,
  type SupportQueueFilter,
  staffMessageSchema,
  staffThreadSchema,
  successEnvelope,
  supportQueueSchema,
} from '@launchpad/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminKeys } from '../../../lib/admin-keys.ts';
import { apiClient, apiRequest } from '../../../lib/api-client.ts';
import { inboxKeys } from './inbox-keys.ts';

const queueResponseSchema = successEnvelope(supportQueueSchema);
const threadResponseSchema = successEnvelope(staffThreadSchema);
const messageResponseSchema = successEnvelope(staffMessageSchema);

/** The support queue: conversations awaiting a reply first, the longest waiting first. */
export async function getSupportQueue(
  filter: SupportQueueFilter,
  signal?: AbortSignal,
): Promise<SupportQueue> {
  return (await apiClient.get(`/admin/support?filter=${filter}`, queueResponseSchema, signal)).data;
}

export function useSupportQueueQuery(filter: SupportQueueFilter) {
  return useQuery({
    queryKey: inboxKeys.supportQueue(filter),
    queryFn: ({ signal }) => getSupportQueue(filter, signal),
  });
}

/** An order's whole conversation, internal notes included; reading it marks it read by the team. */
export async function getOrderThread(orderId: string, signal?: AbortSignal): Promise<StaffThread> {
  const path = `/admin/orders/${encodeURIComponent(orderId)}/messages`;
  return (await apiClient.get(path, threadResponseSchema, signal)).data;
}

export function useOrderThreadQuery(orderId: string) {
  return useQuery({
    queryKey: inboxKeys.orderMessages(orderId),
    queryFn: ({ signal }) => getOrderThread(orderId, signal),
  });
}

/** A reply to the customer, or an internal note; with a file it goes as multipart, the text first. */
export async function sendStaffMessage(input: {
  orderId: string;
  body: string;
  internal: boolean;
  file?: File;
}) {
  const path = `/admin/orders/${encodeURIComponent(input.orderId)}/messages`;
  if (!input.file) {
    return apiRequest(path, {
      method: 'POST',
      body: { body: input.body, internal: input.internal },
      schema: messageResponseSchema,
    });
  }
  const form = new FormData();
  form.append('body', input.body);
  form.append('internal', String(input.internal));
  form.append('file', input.file);
  return apiRequest(path, { method: 'POST', body: form, schema: messageResponseSchema });
}

export function useSendStaffMessageMutation(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; internal: boolean; file?: File }) =>
      sendStaffMessage({ orderId, ...input }),
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return queryClient.invalidateQueries({ queryKey: adminKeys.support() });
    },
  });
}

/** Takes a conversation (`me`) or leaves it unassigned. */
export async function assignThread({ orderId, assignee }: { orderId: string; assignee: 'me' | null }) {
  return apiRequest(`/admin/support/${encodeURIComponent(orderId)}`, {
    method: 'PATCH',
    body: { assignee },
    schema: noDataEnvelope,
  });
}

export function useAssignThreadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignThread,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return queryClient.invalidateQueries({ queryKey: adminKeys.support() });
    },
    onError: (error) => toast.error(error.message),
  });
}
