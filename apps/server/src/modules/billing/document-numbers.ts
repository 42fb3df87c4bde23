import { documentNumber, financialYear } from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { InvoiceRow } from '../../db/schema.ts';
import type { BillingRepository } from './billing.repository.ts';

/**
 * The next number of a document series in the financial year of `issuedAt`, taken inside the
 * caller's transaction (a rollback gives it back): its printed number, financial year and serial.
 */
export async function nextDocumentNumber(
  billingRepo: Pick<BillingRepository, 'nextSerial'>,
  tx: Queryable,
  prefix: string,
  kind: InvoiceRow['kind'],
  issuedAt: Date,
): Promise<Pick<InvoiceRow, 'number' | 'financialYear' | 'serial'>> {
  const fy = financialYear(issuedAt);
  const serial = await billingRepo.nextSerial(tx, kind, fy.label);
  return { number: documentNumber(prefix, kind, fy.label, serial), financialYear: fy.label, serial };
}
