import type { OperationText } from './operation-text.ts';

// The names of a customer's operations: payments, orders, billing, complaints and their data.

export const customerOperations: Record<string, OperationText> = {
  // Payments
  'POST /api/payments/initiate': {
    id: 'initiatePayment',
    summary: 'Start paying for a package; answers the hosted payment page to open',
    example: { packageId: 'growth' },
  },
  'GET /api/payments/status/{merchantOrderId}': {
    id: 'getPaymentStatus',
    summary: 'Where a payment stands, asking the provider when it is pending',
  },
  'GET /api/payments': { id: 'listPayments', summary: 'Your payments, newest first' },
  'POST /api/payments/webhook/phonepe': {
    id: 'receivePhonePeCallback',
    summary: 'PhonePe callback of a payment or refund (server to server)',
  },
  'POST /api/payments/webhook/razorpay': {
    id: 'receiveRazorpayWebhook',
    summary: 'Razorpay webhook of a payment or refund (server to server, signed)',
  },

  // Orders, documents, messages
  'GET /api/orders': { id: 'listOrders', summary: 'Your orders, newest first' },
  'GET /api/orders/activity': { id: 'listOrderActivity', summary: 'Recent updates across your orders' },
  'GET /api/orders/{id}': { id: 'getOrder', summary: 'One of your orders, with its launch tracker' },
  'POST /api/orders/{id}/cancel': { id: 'cancelOrder', summary: 'Cancel an order you have not paid' },
  'POST /api/orders/{id}/cancellation-request': {
    id: 'requestOrderCancellation',
    summary: 'Ask the team to cancel a paid order',
    example: { reason: 'We decided to register as an LLP instead.' },
  },
  'POST /api/orders/{id}/launch/sign-off': {
    id: 'signOffLaunch',
    summary: 'Approve the finished work and sign off your launch',
  },
  'POST /api/orders/{id}/documents': {
    id: 'uploadOrderDocument',
    summary: 'Upload a document the launch needs from you',
  },
  'GET /api/orders/{id}/documents/{documentId}/file': {
    id: 'downloadOrderDocument',
    summary: 'Download a document you uploaded',
  },
  'GET /api/orders/{id}/deliverables/{deliverableId}/file': {
    id: 'downloadDeliverable',
    summary: 'Download a deliverable the team handed over',
  },
  'GET /api/orders/{id}/messages': { id: 'listOrderMessages', summary: 'The conversation on one order' },
  'POST /api/orders/{id}/messages': {
    id: 'sendOrderMessage',
    summary: 'Write to the team about an order, with an optional file',
    example: { body: 'Which address proof do you need for the registered office?' },
  },
  'GET /api/orders/{id}/messages/files/{fileId}': {
    id: 'downloadMessageAttachment',
    summary: 'Download a file attached to a message',
  },
  'GET /api/messages/unread': { id: 'countUnreadMessages', summary: 'Your unread replies, per order' },
  'GET /api/events': { id: 'streamEvents', summary: 'Live updates of your orders (server-sent events)' },

  // Billing
  'GET /api/auth/me/billing': { id: 'getBillingDetails', summary: 'Whom your invoices are made out to' },
  'PUT /api/auth/me/billing': {
    id: 'saveBillingDetails',
    summary: 'Save whom your invoices are made out to',
    example: {
      name: 'Rao Ventures Private Limited',
      address: '14 Residency Road, Bengaluru 560025',
      state: '29',
      gstin: '29AAACR5055K1Z3',
    },
  },
  'GET /api/billing/quote': { id: 'getBillingQuote', summary: 'What a package costs you, GST included' },
  'GET /api/invoices/{id}/pdf': {
    id: 'downloadInvoicePdf',
    summary: 'Download a tax invoice or credit note',
  },

  // Complaints
  'POST /api/grievances': {
    id: 'raiseGrievance',
    summary: 'Raise a complaint; answers its number and deadlines',
    example: {
      subject: 'No update for two weeks',
      body: 'My trademark filing has not moved since the documents were accepted.',
    },
  },
  'GET /api/grievances': { id: 'listMyGrievances', summary: 'The complaints you raised' },
  'POST /api/grievances/lookup': {
    id: 'lookUpGrievance',
    summary: 'Follow a complaint by its number and email, signed out',
    example: { number: 'GRV-2611-0042', email: 'asha@example.in' },
  },

  // Your data
  'POST /api/auth/me/data-export': { id: 'requestDataExport', summary: 'Ask for an archive of your data' },
  'GET /api/auth/me/data-export': { id: 'listDataExports', summary: 'Your data archives' },
  'GET /api/auth/me/data-export/{id}': { id: 'getDataExport', summary: 'Whether a data archive is ready' },
  'GET /api/auth/me/data-export/{id}/file': {
    id: 'downloadDataExport',
    summary: 'Download a data archive (zip)',
  },
  'GET /api/auth/me/deletion': { id: 'getAccountDeletion', summary: 'Whether your account is to be deleted' },
  'POST /api/auth/me/deletion': {
    id: 'scheduleAccountDeletion',
    summary: 'Delete your account in seven days',
  },
  'DELETE /api/auth/me/deletion': { id: 'cancelAccountDeletion', summary: 'Keep your account after all' },
  'POST /api/unsubscribe': {
    id: 'unsubscribe',
    summary: 'Stop product-update mails in one click, from the mail itself (RFC 8058)',
  },
  'GET /api/auth/me/consents': { id: 'getConsents', summary: 'What you agreed to receive' },
  'PUT /api/auth/me/consents': {
    id: 'updateConsents',
    summary: 'Give or withdraw consent to product-update mails',
    example: { productUpdates: false },
  },
};
