import {
  type AdminDataRequest,
  type AdminDataRequests,
  type adminDataRequestsQuerySchema,
  type CustomerCorrection,
  type customerCorrectionRequestSchema,
  gstState,
  isGuid,
  privacyAdminMessages,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../db/cursor-paging.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CustomerDataRepository } from './customer-data.repository.ts';
import type { AuditRow, DataRequestRow, DataRequestsRepository } from './data-requests.repository.ts';
import { recordPrivacyEvent } from './privacy-audit.repository.ts';

/** Where a request stands or how it ended, in the words of the admin console. */
function outcomeOf(row: DataRequestRow): string {
  if (row.kind === 'export') {
    if (row.outcome === 'downloaded') return 'Downloaded';
    return (
      {
        pending: 'Waiting',
        building: 'Being built',
        ready: 'Ready to download',
        failed: 'Failed',
        expired: 'Expired',
      }[row.status] ?? row.status
    );
  }
  if (row.kind === 'correction') return 'Corrected';
  if (row.status === 'scheduled') return 'Scheduled';
  if (row.status === 'completed') return 'Erased (tax records kept)';
  if (row.status === 'cancelled') {
    if (row.outcome === 'address-proved') return 'Cancelled: the owner of the address took the account over';
    return row.outcome === 'sign-in' ? 'Cancelled by signing in' : 'Cancelled by the customer';
  }
  if (row.status === 'refused') {
    return row.outcome === 'last-admin' ? 'Refused: the only owner' : 'Refused: an order was in work';
  }
  return row.status;
}

/** The address an erased account is left with (`account-deletions.repository.ts`). */
const isErased = (email: string) => email.endsWith('@erased.invalid');

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function actorOf(entry: AuditRow): string {
  if (entry.actor === 'system') return 'System';
  if (entry.actor === entry.user_id) return 'Customer';
  return entry.actor_name ?? 'Admin';
}

/** What the admin's side of data rights works with. */
export interface PrivacyAdminDeps {
  db: Db;
  requestsRepo: DataRequestsRepository;
  customerData: Pick<CustomerDataRepository, 'account'>;
}

type CorrectionInput = z.output<typeof customerCorrectionRequestSchema>;

const customerNotFound = () => new AppError('not_found', privacyAdminMessages.customerNotFound);

/** One request as the admin console shows it, with its own entries of the audit trail. */
function toAdminDataRequest(row: DataRequestRow, audit: AuditRow[]): AdminDataRequest {
  return {
    id: row.id,
    kind: row.kind,
    customer: {
      id: row.user_id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      erased: isErased(row.email),
    },
    requestedAt: iso(row.requested_at) as string,
    scheduledFor: iso(row.scheduled_for),
    completedAt: iso(row.completed_at),
    outcome: outcomeOf(row),
    audit: audit
      .filter((entry) => entry.request_id === row.id)
      .map((entry) => ({ action: entry.action, at: iso(entry.at) as string, actor: actorOf(entry) })),
  };
}

/** A page of the requests, newest first; `nextCursor` continues after it. */
async function listRequests(
  { requestsRepo }: Pick<PrivacyAdminDeps, 'requestsRepo'>,
  query: z.output<typeof adminDataRequestsQuerySchema>,
): Promise<AdminDataRequests> {
  const { items: rows, nextCursor } = pageOf(
    await requestsRepo.list({ kind: query.kind, cursor: decodeCursor(query.cursor), limit: query.limit }),
    query.limit,
  );
  const audit = await requestsRepo.audit(rows.map((row) => row.id));
  return { requests: rows.map((row) => toAdminDataRequest(row, audit)), nextCursor };
}

/**
 * Writes the correction in one transaction with the entry on the customer's record (who, which
 * fields, the reason). An unknown customer is not found; an erased one cannot be corrected.
 */
async function recordCorrection(
  { db, requestsRepo }: Pick<PrivacyAdminDeps, 'db' | 'requestsRepo'>,
  admin: UserRow,
  customerId: string,
  input: CorrectionInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const customer = await requestsRepo.lockCustomer(tx, customerId);
    if (!customer) throw customerNotFound();
    if (isErased(customer.email)) {
      throw new AppError('conflict', privacyAdminMessages.erasedCustomer);
    }
    await requestsRepo.correctAccount(tx, customerId, { name: input.name, phone: input.phone });
    if (input.billing) {
      await requestsRepo.correctBilling(tx, customerId, {
        ...input.billing,
        gstin: input.billing.gstin ?? null,
      });
    }
    const fields = (['name', 'phone', 'billing'] as const).filter((field) => input[field] !== undefined);
    await recordPrivacyEvent(tx, {
      userId: customerId,
      kind: 'correction',
      action: 'corrected',
      actor: admin.id,
      detail: { fields, reason: input.reason, by: admin.name },
    });
  });
}

/** The customer's details as they stand after the correction. */
async function correctedDetails(
  { customerData }: Pick<PrivacyAdminDeps, 'customerData'>,
  customerId: string,
): Promise<CustomerCorrection> {
  const { user, billing } = await customerData.account(customerId);
  if (!user) throw customerNotFound();
  return {
    customer: { id: user.id, name: user.name, email: user.email, phone: user.phone },
    billing: billing
      ? {
          name: billing.name,
          address: billing.address,
          state: billing.state,
          stateName: gstState(billing.state)?.name ?? billing.state,
          gstin: billing.gstin,
        }
      : null,
  };
}

/** The admin's side of data rights: the list of requests, and corrections made at a customer's request. */
export function createPrivacyAdminService(deps: PrivacyAdminDeps) {
  return {
    /** A page of the requests, newest first; `nextCursor` continues after it. */
    list(query: z.output<typeof adminDataRequestsQuerySchema>): Promise<AdminDataRequests> {
      return listRequests(deps, query);
    },

    /**
     * Corrects a customer's name, phone or billing details at their request, in one transaction with
     * the entry on their record (who, which fields, the reason). Issued tax documents are not touched.
     */
    async correct(admin: UserRow, customerId: string, input: CorrectionInput): Promise<CustomerCorrection> {
      if (!isGuid(customerId)) throw customerNotFound();
      await recordCorrection(deps, admin, customerId, input);
      return correctedDetails(deps, customerId);
    },
  };
}

export type PrivacyAdminService = ReturnType<typeof createPrivacyAdminService>;
