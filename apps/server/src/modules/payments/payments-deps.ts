import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitRule } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { BillingService } from '../billing/index.ts';
import type { FulfilmentService } from '../fulfilment/index.ts';
import type {
  OrderBillingWrites,
  OrderCheckout,
  OrderReads,
  OrderTimeline,
  OrderTransitions,
} from '../orders/index.ts';
import type { PaymentNotices } from './payment-notices.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { PaymentProvider } from './providers/provider.ts';
import type { RefundsRepository } from './refunds.repository.ts';
import type { RefundsService } from './refunds.service.ts';

export type Actor = 'provider' | 'system' | (string & {});

/** What the money path writes of an order besides its status: the checkout's order, its billing, notes. */
export interface PaymentOrderWrites extends OrderCheckout, OrderBillingWrites, OrderTimeline {}

/** What the money path needs of billing: the charge at checkout, the invoice at completion. */
type Billing = Pick<BillingService, 'chargeFor' | 'issueInvoiceForPayment' | 'invoiceIdsOfPayments'>;

export interface PaymentsDeps {
  /** Adds GST to the charge and issues the invoice; without it the list price is charged, no documents. */
  billing?: Billing;
  db: Db;
  orderReads: OrderReads;
  orderWrites: PaymentOrderWrites;
  paymentsRepo: PaymentsRepository;
  transitions: OrderTransitions;
  refunds: RefundsService;
  refundsRepo: RefundsRepository;
  provider: PaymentProvider;
  rateLimiter: RateLimiter;
  /** New checkouts per user (a resumed checkout does not count). */
  initiationLimit: RateLimitRule;
  /** A repeated initiate for the same order within this time resumes the live checkout (a new one after). */
  resumeWindowMs: number;
  /** Status checks per user; the provider calls they cause are coalesced per attempt besides. */
  statusLimit: RateLimitRule;
  /** Gives a paid order its launch plan, in the payment's transaction. */
  fulfilment: Pick<FulfilmentService, 'startLaunch'>;
  /** The receipt and the failure notice, queued by mail in the payment's transaction. */
  notices?: PaymentNotices;
  enabled: boolean;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** What each use case of the payments service is built from: the service's dependencies and its clock. */
export type PaymentsUnitDeps = PaymentsDeps & { now: () => number };
