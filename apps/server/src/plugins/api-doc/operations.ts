/**
 * How each operation reads in a generated client and in Swagger UI or Redoc: its id (the method
 * name a client gets), a one-line summary, and for the main calls an example request body. Keyed by
 * `METHOD /api/path` as the document writes the path. A route registered without an entry here
 * fails the API document test, which names it; the document itself still builds.
 */
export interface OperationText {
  id: string;
  summary: string;
  /** An example JSON request body; the API document test checks it against the body's schema. */
  example?: Record<string, unknown>;
}

export const operationTexts: Record<string, OperationText> = {
  // Health and public data
  'GET /api/health': { id: 'getHealth', summary: 'Whether the service and its database answer' },
  'GET /api/health/ready': {
    id: 'getReadiness',
    summary: 'Whether this instance takes traffic (false while it starts or drains)',
  },
  'GET /api/health/live': { id: 'getLiveness', summary: 'Whether this instance process is alive' },
  'GET /api/packages': { id: 'listPackages', summary: 'The launch packages on sale, with prices' },
  'GET /api/site-config': { id: 'getSiteConfig', summary: 'Public settings the web app starts with' },
  'POST /api/contact': {
    id: 'sendContactMessage',
    summary: 'Send a message to the team from the contact form',
    example: {
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '+91 98450 12345',
      subject: 'Registering a private limited company',
      message: 'Which documents do the two directors need?',
      service: 'pvt-ltd',
    },
  },

  // Accounts and sessions
  'POST /api/auth/register': {
    id: 'register',
    summary: 'Create an account and sign in',
    example: {
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '+91 98450 12345',
      password: 'kite-harbour-monsoon-42',
      productUpdates: false,
    },
  },
  'POST /api/auth/login': {
    id: 'signIn',
    summary: 'Sign in with email and password',
    example: { email: 'asha@example.in', password: 'kite-harbour-monsoon-42' },
  },
  'POST /api/auth/logout': { id: 'signOut', summary: 'End this session' },
  'POST /api/auth/sessions/revoke-all': {
    id: 'signOutEverywhere',
    summary: 'Sign out of all devices: ends every session of the account, this one too',
  },
  'GET /api/auth/me': { id: 'getMe', summary: 'The signed-in user' },
  'PATCH /api/auth/me': {
    id: 'updateProfile',
    summary: 'Change your name and phone',
    example: { name: 'Asha Rao', phone: '+91 98450 12345' },
  },
  'POST /api/auth/verify-email': { id: 'verifyEmail', summary: 'Confirm your email with the mailed link' },
  'POST /api/auth/resend-verification': {
    id: 'resendVerification',
    summary: 'Mail a new email confirmation link',
  },
  'POST /api/auth/forgot-password': {
    id: 'requestPasswordReset',
    summary: 'Mail a link to choose a new password',
    example: { email: 'asha@example.in' },
  },
  'POST /api/auth/accept-invitation': {
    id: 'acceptInvitation',
    summary: 'Choose the first password of an account the team opened, with the invitation link',
  },
  'POST /api/auth/reset-password': {
    id: 'resetPassword',
    summary: 'Choose a new password with the mailed link; ends every session',
  },
  'POST /api/auth/change-password': {
    id: 'changePassword',
    summary: 'Change your password; signs out your other sessions',
  },
  'POST /api/auth/change-email': {
    id: 'requestEmailChange',
    summary: 'Ask to move your account to another email address',
  },
  'POST /api/auth/confirm-email-change': {
    id: 'confirmEmailChange',
    summary: 'Confirm the new email address with the mailed link',
  },
  'GET /api/auth/providers': { id: 'listSignInProviders', summary: 'Sign-in methods besides passwords' },
  'POST /api/firebase-auth/firebase-signin': {
    id: 'signInWithGoogle',
    summary: 'Sign in (or sign up) with a Google ID token',
  },

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
    example: { name: 'Kavya Iyer', email: 'kavya@example.in', phone: '+91 98450 12345', isAdmin: true },
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
    summary: 'Grant or take away the admin right (never from the last active admin)',
    example: { isAdmin: true },
  },
  'GET /api/admin/mail': { id: 'listMail', summary: 'Mail that failed or waits to be sent' },
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

/** Tags in the order a reader meets them, each with what it groups. */
export const operationTags = [
  { name: 'health', description: 'Whether the service answers, for load balancers and monitors.' },
  { name: 'catalogue', description: 'The packages on sale.' },
  { name: 'site', description: 'Public settings of the web app.' },
  { name: 'contact', description: 'The public contact form.' },
  { name: 'auth', description: 'Accounts, sessions, passwords and email addresses.' },
  { name: 'payments', description: 'Paying for a package, and the providers’ callbacks.' },
  { name: 'orders', description: 'A customer’s orders: tracker, documents, deliverables, conversation.' },
  { name: 'events', description: 'Live updates over server-sent events.' },
  { name: 'billing', description: 'Billing details, quotes, and GST invoices and credit notes.' },
  { name: 'grievances', description: 'Complaints with a number and a clock.' },
  { name: 'privacy', description: 'Your data: archive, deletion and consents.' },
  { name: 'admin', description: 'The provider’s console: orders, launches, money, people and support.' },
];
