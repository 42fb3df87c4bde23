import {
  adminLaunchSchema,
  type DeliverableKind,
  DOCUMENTS_OUTSTANDING_CONFIRMATION,
  NOT_STARTED_CONFIRMATION,
  OUT_OF_ORDER_CONFIRMATION,
  orderDeliverableSchema,
  orderDetailSchema,
  orderDocumentSchema,
  orderMilestoneSchema,
  successEnvelope,
  type UpdateMilestoneRequest,
  type WithdrawDeliverableRequest,
  withdrawnDeliverableSchema,
} from '@launchpad/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminKeys } from '../../../lib/admin-keys.ts';
import { apiClient, apiRequest, isApiError } from '../../../lib/api-client.ts';
import { launchKeys } from './launch-keys.ts';

const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;
const adminOrderPath = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`;

/** The order's launch as its customer sees it (admins may read any order). */
export function useAdminLaunchPlanQuery(orderId: string) {
  return useQuery({
    queryKey: launchKeys.plan(orderId),
    queryFn: ({ signal }) =>
      apiClient.get(orderPath(orderId), successEnvelope(orderDetailSchema), signal).then((body) => body.data),
  });
}

/** The order's owner and internal notes. */
export function useAdminLaunchQuery(orderId: string) {
  return useQuery({
    queryKey: launchKeys.launch(orderId),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${adminOrderPath(orderId)}/launch`, successEnvelope(adminLaunchSchema), signal)
        .then((body) => body.data),
  });
}

/**
 * The earlier milestones still open (finishing out of order), the documents not accepted (finishing
 * the documents step), or the milestone not started (a deliverable handed over early), when the server asks the admin to confirm; otherwise empty.
 */
export function confirmationAsked(error: unknown, path: string): string[] {
  return isApiError(error) && error.status === 409
    ? error.details.filter((d) => d.path === path).map((d) => d.message)
    : [];
}

const asksConfirmation = (error: unknown) =>
  confirmationAsked(error, OUT_OF_ORDER_CONFIRMATION).length > 0 ||
  confirmationAsked(error, DOCUMENTS_OUTSTANDING_CONFIRMATION).length > 0 ||
  confirmationAsked(error, NOT_STARTED_CONFIRMATION).length > 0;

function useLaunchMutation<Input>(send: (input: Input) => Promise<{ message?: string | undefined }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
    },
    // A question for the admin is shown where they acted, with a confirm: not as a failure.
    onError: (error) => (asksConfirmation(error) ? undefined : toast.error(error.message)),
  });
}

export function useUpdateMilestoneMutation(orderId: string) {
  return useLaunchMutation(({ milestoneId, ...body }: { milestoneId: string } & UpdateMilestoneRequest) =>
    apiRequest(`${adminOrderPath(orderId)}/milestones/${encodeURIComponent(milestoneId)}`, {
      method: 'PATCH',
      body,
      schema: successEnvelope(orderMilestoneSchema),
    }),
  );
}

export function useReviewDocumentMutation(orderId: string) {
  return useLaunchMutation(
    (input: { documentId: string; status: 'accepted' | 'rejected'; reason?: string }) =>
      apiRequest(`${adminOrderPath(orderId)}/documents/${encodeURIComponent(input.documentId)}`, {
        method: 'PATCH',
        body: { status: input.status, reason: input.reason },
        schema: successEnvelope(orderDocumentSchema),
      }),
  );
}

export function useUploadDeliverableMutation(orderId: string) {
  return useLaunchMutation((input: { kind: DeliverableKind; file: File; confirmNotStarted?: boolean }) => {
    const form = new FormData();
    form.append('kind', input.kind);
    form.append('file', input.file);
    const confirmed = input.confirmNotStarted ? '?confirmNotStarted=true' : '';
    return apiRequest(`${adminOrderPath(orderId)}/deliverables${confirmed}`, {
      method: 'POST',
      body: form,
      schema: successEnvelope(orderDeliverableSchema),
    });
  });
}

export function useUpdateLaunchMutation(orderId: string) {
  return useLaunchMutation((input: { ownerId?: string | null; internalNotes?: string | null }) =>
    apiRequest(`${adminOrderPath(orderId)}/launch`, {
      method: 'PATCH',
      body: input,
      schema: successEnvelope(adminLaunchSchema),
    }),
  );
}

/** Withdraws a deliverable handed over by mistake: the customer no longer sees it; the reason is logged. */
export function useWithdrawDeliverableMutation(orderId: string) {
  return useLaunchMutation((input: { deliverableId: string } & WithdrawDeliverableRequest) =>
    apiRequest(`${adminOrderPath(orderId)}/deliverables/${encodeURIComponent(input.deliverableId)}`, {
      method: 'DELETE',
      body: { reason: input.reason },
      schema: successEnvelope(withdrawnDeliverableSchema),
    }),
  );
}
