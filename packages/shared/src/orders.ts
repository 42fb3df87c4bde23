import { z } from 'zod';

/** Order statuses, in the order a launch moves through them. */
export const orderStatuses = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** What people read for each status. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending Payment',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Label for any status value, known or not. */
export function orderStatusLabel(status: string): string {
  return (orderStatusLabels as Record<string, string>)[status] ?? status;
}

/** States of one payment attempt at the provider. */
export const paymentStates = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export const paymentStateSchema = z.enum(paymentStates);
export type PaymentState = z.infer<typeof paymentStateSchema>;
