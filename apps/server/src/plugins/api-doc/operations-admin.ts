import type { OperationText } from './operation-text.ts';

// The names of the admin console's operations: orders and money, launches, people, mail and support.

export const adminOperations: Record<string, OperationText> = {
  // Admin: orders and money
  'GET /api/admin/summary': { id: 'getAdminSummary', summary: 'Revenue collected, orders and customers' },
  'GET /api/admin/orders': { id: 'listAdminOrders', summary: 'Every order, searched and filtered' },
  'GET /api/admin/orders/export.csv': { id: 'exportOrdersCsv', summary: 'Every order as a CSV file' },
  'GET /api/admin/orders/{id}': { id: 'getAdminOrder', summary: 'One order, as staff see it' },
  'PATCH /api/admin/orders/{id}/status': {
    id: 'changeOrderStatus',
    summary: 'Move an order to another status',
    example: { status: 'cancelled', money: 'refund', reason: 'The customer asked to cancel.' },
  },
  'POST /api/admin/orders/{id}/refunds': {
    id: 'refundOrder',
    summary:
      'Refund all or part of an order’s payment (a partial one says whether it settles an open cancellation request)',
    example: { amount: 5900, reason: 'Trademark class dropped at the customer’s request.' },
  },
  'POST /api/admin/orders/{id}/offline-payments': {
    id: 'recordOfflinePayment',
    summary: 'Record a payment received by bank transfer, cheque or cash',
    example: { amount: 58999, method: 'NEFT', reference: 'UTIBN52026112600042', receivedOn: '2026-11-26' },
  },
  'POST /api/admin/orders/{id}/invoices/{invoiceId}/correction': {
    id: 'correctInvoice',
    summary:
      'Correct the billing details of an issued invoice: a credit note cancels it and a new invoice replaces it, for the same payment',
    example: {
      name: 'Acme Widgets Private Limited',
      address: '12 MG Road, Bengaluru 560001',
      state: '29',
      gstin: '29AAPFU0939F1ZR',
      reason: 'The customer gave the GSTIN of another branch',
    },
  },
  'POST /api/admin/orders/{id}/cancellation-request/decline': {
    id: 'declineCancellationRequest',
    summary: 'Decline a customer’s cancellation request, with a reply',
  },
  'PATCH /api/admin/orders/{id}/notes': { id: 'updateOrderNotes', summary: 'Staff notes on an order' },

  // Admin: launches
  'GET /api/admin/launches': { id: 'listLaunches', summary: 'The launch board: launches in work' },
  'GET /api/admin/launches/owners': { id: 'listLaunchOwners', summary: 'Staff who can own a launch' },
  'GET /api/admin/orders/{id}/launch': { id: 'getLaunch', summary: 'An order’s launch, as staff see it' },
  'PATCH /api/admin/orders/{id}/launch': {
    id: 'updateLaunch',
    summary: 'Assign a launch or change its internal notes',
  },
  'PATCH /api/admin/orders/{id}/milestones/{milestoneId}': {
    id: 'updateMilestone',
    summary: 'Move a launch milestone on',
    example: { status: 'done', note: 'Name approved by the registrar.', confirmOutOfOrder: true },
  },
  'PATCH /api/admin/orders/{id}/documents/{documentId}': {
    id: 'reviewDocument',
    summary: 'Accept or reject a customer’s document',
  },
  'POST /api/admin/orders/{id}/deliverables': {
    id: 'uploadDeliverable',
    summary: 'Hand a deliverable over to the customer',
  },
  'DELETE /api/admin/orders/{id}/deliverables/{documentId}': {
    id: 'withdrawDeliverable',
    summary: 'Withdraw a deliverable handed over by mistake',
  },

  // Admin: people, mail, support
  'GET /api/admin/users': { id: 'listUsers', summary: 'Every account' },
  'POST /api/admin/invitations': {
    id: 'inviteUser',
    summary: 'Open an account for someone and mail them the link to choose a password',
    example: { name: 'Kavya Iyer', email: 'kavya@example.in', phone: '+91 98450 12345', role: 'support' },
  },
  'POST /api/admin/users/{id}/invitation': {
    id: 'resendInvitation',
    summary: 'Mail a new invitation link to someone who has not set a password yet',
  },
  'POST /api/admin/users/{id}/verification': {
    id: 'resendUserVerification',
    summary: 'Mail a new verification link to an unverified address',
  },
  'POST /api/admin/users/{id}/sessions/revoke': {
    id: 'signUserOutEverywhere',
    summary: 'End every session of an account',
  },
  'POST /api/admin/users/{id}/deactivate': {
    id: 'deactivateUser',
    summary: 'Stop an account from signing in and end its sessions',
  },
  'POST /api/admin/users/{id}/reactivate': {
    id: 'reactivateUser',
    summary: 'Let a deactivated account sign in again',
  },
  'PATCH /api/admin/users/{id}/role': {
    id: 'changeUserRole',
    summary: 'Give an account a role (never demoting the last active owner); its sessions and links end',
    example: { role: 'finance' },
  },
  'GET /api/admin/mail': { id: 'listMail', summary: 'Mail that failed or waits to be sent' },
  'GET /api/admin/audit': {
    id: 'listStaffActions',
    summary: 'The audit trail: what staff did, by person, action, order and days, newest first',
  },
  'GET /api/admin/audit/export.csv': {
    id: 'exportStaffActions',
    summary: 'The audit trail as CSV, with the same filters',
  },
  'POST /api/admin/mail/{id}/retry': { id: 'retryMail', summary: 'Send a failed mail again' },
  'GET /api/admin/messages': { id: 'listContactMessages', summary: 'The contact form inbox' },
  'PATCH /api/admin/messages/{id}': {
    id: 'markContactMessage',
    summary: 'Mark a contact message handled or not',
  },
  'POST /api/admin/messages/{id}/replies': {
    id: 'replyToContactMessage',
    summary: 'Answer a contact message; the answer is mailed to the visitor',
    example: { body: 'Yes: two directors and one registered office are all you need to start.' },
  },
  'POST /api/admin/messages/{id}/grievance': {
    id: 'raiseGrievanceFromContactMessage',
    summary: 'Turn a contact message into a complaint with its number and clocks',
  },
  'GET /api/admin/support': {
    id: 'listSupportQueue',
    summary: 'Order conversations, those awaiting a reply first',
  },
  'PATCH /api/admin/support/{id}': { id: 'assignSupportThread', summary: 'Take or release a conversation' },
  'GET /api/admin/orders/{id}/messages': {
    id: 'listAdminOrderMessages',
    summary: 'An order’s conversation, internal notes included',
  },
  'POST /api/admin/orders/{id}/messages': {
    id: 'sendAdminOrderMessage',
    summary: 'Answer on an order, or add an internal note',
    example: { body: 'A recent electricity bill of the office is enough.', internal: false },
  },
  'GET /api/admin/orders/{id}/messages/files/{fileId}': {
    id: 'downloadAdminMessageAttachment',
    summary: 'Download a file attached to an order’s message',
  },
  'GET /api/admin/invoices': {
    id: 'listInvoiceRegister',
    summary: 'The register of invoices and credit notes',
  },
  'GET /api/admin/invoices/export.csv': {
    id: 'exportInvoiceRegisterCsv',
    summary: 'The invoice register as a CSV file',
  },
  'GET /api/admin/grievances': {
    id: 'listAdminGrievances',
    summary: 'Complaints, overdue first, with time left on each clock',
  },
  'PATCH /api/admin/grievances/{id}': {
    id: 'updateGrievance',
    summary: 'Acknowledge or resolve a complaint',
    example: { status: 'acknowledged', note: 'We are looking into it and will write by Friday.' },
  },
  'GET /api/admin/data-requests': {
    id: 'listDataRequests',
    summary: 'Data requests: copies, deletions and corrections, with their dates, outcome and audit trail',
  },
  'POST /api/admin/customers/{id}/corrections': {
    id: 'correctCustomerDetails',
    summary: "Correct a customer's name, phone or billing details at their request",
    example: { phone: '+91 98860 12345', reason: 'The customer asked by mail on 20 November.' },
  },
};
