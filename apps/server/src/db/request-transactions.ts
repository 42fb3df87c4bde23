import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';
import type { Transaction } from './transaction.ts';

// Work a request asks to be written with what it changes: a step joins the first transaction the
// request commits, just before the commit, so that the step and the change stand or fall together.
// A transaction that rolls back gives its steps back to the request, for the next one (a retry).
// The audit trail records staff actions this way (decision 036).

/** A write that must be part of the request's change, keyed so that it is added at most once. */
export type CommitStep = (tx: Transaction) => Promise<void>;

/** The steps of one request still waiting for a transaction. */
export class RequestCommitSteps {
  private readonly waiting = new Map<string, CommitStep>();

  add(key: string, step: CommitStep): void {
    this.waiting.set(key, step);
  }

  /** Takes every waiting step, for a transaction about to commit. */
  take(): Map<string, CommitStep> {
    const taken = new Map(this.waiting);
    this.waiting.clear();
    return taken;
  }

  /** Gives back steps whose transaction did not commit. */
  giveBack(steps: Map<string, CommitStep>): void {
    for (const [key, step] of steps) if (!this.waiting.has(key)) this.waiting.set(key, step);
  }

  /** Whether a step under `key` still waits (its request committed no transaction). */
  isWaiting(key: string): boolean {
    return this.waiting.has(key);
  }
}

const requestSteps = new AsyncLocalStorage<RequestCommitSteps>();

/** Runs `work` (a request's handler, through its hook's `done`) with `steps` as its request's steps. */
export function withCommitSteps<T>(steps: RequestCommitSteps, work: () => T): T {
  return requestSteps.run(steps, work);
}

const wrapped = new WeakSet<object>();

/**
 * Makes every transaction of `db` run the calling request's waiting steps just before it commits.
 * Outside a request, or with nothing waiting, a transaction is unchanged.
 */
export function runCommitStepsInTransactions(db: Db): void {
  if (wrapped.has(db)) return;
  wrapped.add(db);
  const transaction = db.transaction.bind(db) as Db['transaction'];
  const withSteps: Db['transaction'] = async (work, config) => {
    const steps = requestSteps.getStore();
    let taken: Map<string, CommitStep> | undefined;
    try {
      return await transaction(async (tx) => {
        const result = await work(tx);
        taken = steps?.take();
        for (const step of taken?.values() ?? []) await step(tx);
        return result;
      }, config);
    } catch (error) {
      if (taken) steps?.giveBack(taken);
      throw error;
    }
  };
  db.transaction = withSteps;
}
