import type { StaffAction } from '@launchpad/shared';

/**
 * The action each staff route that changes something records, by the route as Fastify knows it
 * ("METHOD /api/url"). `staff-actions.int.test.ts` walks the route table and fails for a staff
 * route that writes and is missing here, so that no new one goes unrecorded.
 */
export const staffActionOfRoute: Readonly<Record<string, StaffAction>> = {
  'PATCH /api/admin/orders/:id/status': 'order.status-changed',
  'PATCH /api/admin/orders/:id/notes': 'order.notes-changed',
  'POST /api/admin/orders/:id/refunds': 'order.refunded',
  'POST /api/admin/orders/:id/cancellation-request/decline': 'order.cancellation-declined',
  'POST /api/admin/orders/:id/offline-payments': 'order.offline-payment',
  'POST /api/admin/orders/:id/invoices/:invoiceId/correction': 'order.invoice-corrected',
  'PATCH /api/admin/orders/:id/launch': 'order.launch-changed',
  'PATCH /api/admin/orders/:id/milestones/:milestoneId': 'order.milestone-changed',
  'PATCH /api/admin/orders/:id/documents/:documentId': 'order.document-decided',
  'POST /api/admin/orders/:id/deliverables': 'order.deliverable-added',
  'DELETE /api/admin/orders/:id/deliverables/:documentId': 'order.deliverable-withdrawn',
  'POST /api/admin/orders/:id/messages': 'order.message-sent',
  'PATCH /api/admin/support/:id': 'conversation.changed',
  'POST /api/admin/invitations': 'account.invited',
  'POST /api/admin/users/:id/invitation': 'account.invitation-resent',
  'POST /api/admin/users/:id/verification': 'account.verification-resent',
  'POST /api/admin/users/:id/sessions/revoke': 'account.signed-out',
  'POST /api/admin/users/:id/deactivate': 'account.deactivated',
  'POST /api/admin/users/:id/reactivate': 'account.reactivated',
  'PATCH /api/admin/users/:id/role': 'account.role-changed',
  'POST /api/admin/customers/:id/corrections': 'account.data-corrected',
  'PATCH /api/admin/messages/:id': 'contact.changed',
  'POST /api/admin/messages/:id/replies': 'contact.answered',
  'POST /api/admin/messages/:id/grievance': 'contact.made-complaint',
  'PATCH /api/admin/grievances/:id': 'complaint.changed',
  'POST /api/admin/mail/:id/retry': 'mail.retried',
};
