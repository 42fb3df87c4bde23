import { orderMilestoneSchema, successEnvelope } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** The customer approves the finished work and signs off their launch. */
export function signOffLaunch(orderId: string) {
  return apiRequest(`/orders/${encodeURIComponent(orderId)}/launch/sign-off`, {
    method: 'POST',
    body: {},
    schema: successEnvelope(orderMilestoneSchema),
  });
}

export function useSignOffLaunchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOffLaunch,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
