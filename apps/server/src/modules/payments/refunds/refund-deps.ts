import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { Queryable } from '../../../db/queryable.ts';
import type { OrderRow, RefundRow } from '../../../db/schema.ts';
import type { OrderReads, OrderRequests, OrderTimeline, OrderTransitions } from '../../orders/index.ts';
import type { PaymentProvider } from '../providers/provider.ts';
import type { RefundsRepository } from '../refunds.repository.ts';

/** Called inside the transaction where a refund becomes COMPLETED (e.g. to issue a credit note). */
export type RefundCompletedHook = (tx: Queryable, refund: RefundRow, order: OrderRow) => Promise<unknown>;

/** Called inside the transaction that records a new refund (an admin's, or an extra payment's). */
export type RefundInitiatedHook = (tx: Queryable, refund: RefundRow, order: OrderRow) => Promise<unknown>;

export interface RefundsDeps {
  db: Db;
  refundsRepo: RefundsRepository;
  orderReads: OrderReads;
  /** A refund's notes on the order's timeline; an admin's refund settles a cancellation request. */
  orderWrites: OrderTimeline & OrderRequests;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  onRefundCompleted?: RefundCompletedHook[];
  onRefundInitiated?: RefundInitiatedHook[];
  now?: () => number;
}

/**
 * What each use case of the refunds service is built from: its dependencies, its clock and the
 * order transitions (attached after both are made, since the transitions read refunds).
 */
export type RefundsUnitDeps = RefundsDeps & {
  now: () => number;
  transitions: () => OrderTransitions | undefined;
};
