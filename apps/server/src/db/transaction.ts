import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client.ts';
import { isTransient } from './errors.ts';

/** The handle a transaction's work receives. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const TRANSACTION_ATTEMPTS = 3;

/**
 * Runs `work` in a transaction, again (up to three times in all) when PostgreSQL aborted it as a
 * deadlock or serialization failure. Only for work that is safe to repeat from the start: it must
 * read what it changes inside the transaction.
 */
export async function transactionWithRetry<T>(
  db: Db,
  log: FastifyBaseLogger,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isTransient(error)) throw error;
      log.warn({ err: error, attempt }, 'transaction retried after a deadlock');
    }
  }
}
