import { orderReference } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { renderMail } from './render.ts';
import type { MailTemplateData, MailTemplateName } from './templates/index.ts';

const context = {
  publicUrl: 'https://launchpad.example',
  support: { email: 'support@launchpad.example', phone: '+91 80 4000 0000' },
};
const orderId = '3f2a9c1b-8d4e-4f00-9a7b-0123456789ab';
const reference = orderReference(orderId);

const customer = { name: 'Priya Sharma', packageName: 'Growth', orderId };
const admin = {
  orderId,
  packageName: 'Growth',
  amount: '₹49,999',
  customerName: 'Priya Sharma',
  customerEmail: 'priya@example.in',
};
const dateChange = { from: '10 Dec 2026', to: '14 Dec 2026', later: true };

/** Every mail that names an order, with the data its sender gives it. */
const orderMails: { [Name in MailTemplateName]?: MailTemplateData[Name] } = {
  'payment-received': {
    ...customer,
    amount: '₹58,999',
    breakdown: null,
    method: 'UPI',
    paymentReference: 'LP2611247A3F9C0D12E4',
    paidAt: '24 Nov 2026, 10:51 am IST',
    document: null,
  },
  'payment-failed': {
    ...customer,
    packageId: 'growth',
    amount: '₹58,999',
    paymentReference: 'LP2611247A3F9C0D12E4',
    failedAt: '24 Nov 2026, 10:51 am IST',
  },
  'refund-initiated': {
    ...customer,
    amount: '₹5,000',
    reason: 'Domain already owned',
    refundReference: 'RF2611247A3F9C0D12E4',
    startedAt: '24 Nov 2026, 10:51 am IST',
  },
  'refund-completed': {
    ...customer,
    summary: '₹5,000 refunded: Domain already owned',
    amount: '₹5,000',
    reason: 'Domain already owned',
    refundReference: 'RF2611247A3F9C0D12E4',
  },
  'invoice-corrected': {
    ...customer,
    original: 'LP/26-27/00001',
    creditNote: 'LPC/26-27/00001',
    invoice: 'LP/26-27/00002',
    recipient: 'Acme Widgets Private Limited (GSTIN 29AAPFU0939F1ZR)',
    reason: 'Wrong GSTIN',
  },
  'order-status-changed': {
    ...customer,
    from: 'In Progress',
    to: 'Completed',
    changedAt: '24 Nov 2026, 10:51 am IST',
    note: null,
    orderNotes: null,
  },
  'admin-order-paid': { ...admin, paymentMethod: 'UPI', paidAt: '24 Nov 2026, 10:51 am IST' },
  'admin-cancellation-request': {
    ...admin,
    reason: 'Plans changed',
    requestedAt: '24 Nov 2026, 10:51 am IST',
  },
  'cancellation-request-received': {
    ...customer,
    reason: 'Plans changed',
    requestedAt: '24 Nov 2026, 10:51 am IST',
  },
  'cancellation-request-declined': {
    ...customer,
    reply: 'Your company is already registered',
    declinedAt: '24 Nov 2026, 10:51 am IST',
  },
  'launch-documents-needed': { ...customer, documents: ['PAN card'], expectedLaunchDate: null },
  'launch-document-rejected': { ...customer, document: 'PAN card', reason: 'Blurred', dateChange: null },
  'launch-progress': {
    ...customer,
    items: [{ title: 'Name approval', state: 'Done on 24 Nov 2026', done: true, note: null }],
    nextMilestone: null,
    expectedLaunchDate: null,
    dateChange: null,
  },
  'launch-action-needed': {
    ...customer,
    milestone: 'Website built',
    needed: 'Send us the text of the About page',
    signOff: false,
    dateChange: null,
  },
  'launch-date-moved': { ...customer, dateChange, state: 'Delayed by 4 days' },
  'launch-completed': { ...customer, completedAt: '24 Nov 2026', deliverables: [] },
};

describe('mails that name an order', () => {
  it.each(Object.entries(orderMails))(
    '%s shows the order reference the customer and the team see',
    async (template, data) => {
      const mail = await renderMail(template, data, context);
      expect(mail.text).toContain(`Order ID: ${reference}`);
      expect(mail.html).toContain(reference);
      // The long id appears only inside links, never as text to read out.
      expect(mail.text.replaceAll(/https?:\/\/\S+/g, '')).not.toContain(orderId);
    },
  );
});
