import { adminKeys } from '../../../lib/admin-keys.ts';

/** The invoice register's issue dates in India (`YYYY-MM-DD`), both inclusive; empty for no bound. */
export interface InvoiceRegisterRange {
  from: string;
  to: string;
}

/** TanStack Query keys of the invoice register, under the console's invoices scope. */
export const billingKeys = {
  register: (range: InvoiceRegisterRange) => [...adminKeys.invoices(), 'register', range] as const,
};
