import type { FastifyBaseLogger } from 'fastify';
import type { BusinessConfig } from '../../config/env.ts';
import type { OrderReads } from '../orders/index.ts';
import type { BillingRepository } from './billing.repository.ts';
import type { AccountHolder } from './invoice-pdf.ts';

// What the billing service is built from, shared by its use cases.

export interface BillingServiceDeps {
  billingRepo: BillingRepository;
  orderReads: OrderReads;
  /** Undefined when the seller is not configured: no documents are issued then. */
  business: BusinessConfig | undefined;
  log: FastifyBaseLogger;
  /** The account holder a document names when its order gave no billing details. */
  accountHolderOf?: (userId: string) => Promise<AccountHolder | undefined>;
  now?: () => number;
}
