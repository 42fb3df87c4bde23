import type { OperationText } from './operation-text.ts';
import { adminOperations } from './operations-admin.ts';
import { customerOperations } from './operations-customer.ts';
import { publicOperations } from './operations-public.ts';

// Every operation's name, summary and example, gathered from the public, customer and admin lists;
// and the tags the document groups them under.

export type { OperationText } from './operation-text.ts';

/** Keyed by `METHOD /api/path` as the document writes the path. */
export const operationTexts: Record<string, OperationText> = {
  ...publicOperations,
  ...customerOperations,
  ...adminOperations,
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
