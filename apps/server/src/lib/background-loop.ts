import type { FastifyBaseLogger } from 'fastify';

/** What the metrics report of one loop of this process; times in epoch ms, 0 for "not yet". */
export interface LoopStats {
  /** When the loop started: its series exist from then, before any pass ends. */
  startedAt: number;
  intervalMs: number;
  /** When a pass last ended without an error; 0 until one has. */
  lastRunAt: number;
  /** When a pass last ended with an error; 0 until one has. */
  lastFailureAt: number;
  /** Passes that ended with an error since the process started. */
  failures: number;
}

/** Every loop started in this process, by name: the metrics report them all from their start. */
export const loopStats = new Map<string, LoopStats>();

export interface BackgroundLoopOptions {
  /** Names the loop in the metrics: `mail_worker`, `reconciler`… (its failure message when unnamed). */
  name?: string;
  /** One pass of the work; `stopped()` turns true once `stop` is called, to end a long pass early. */
  pass: (stopped: () => boolean) => Promise<void>;
  intervalMs: number;
  /** Runs a first pass at once instead of one interval later. */
  passAtStart?: boolean;
  log: FastifyBaseLogger;
  /** Logged (as a warning, with the error) when a pass throws; the next pass runs as usual. */
  failureMessage: string;
}

export interface BackgroundLoop {
  /** Runs a pass now, or joins the one under way; nothing after `stop`. */
  tick(): Promise<void>;
  /** Starts no more passes and resolves when the pass under way has ended. */
  stop(): Promise<void>;
}

/**
 * Repeats a pass on an interval in the background of an instance, one pass at a time: a tick that
 * comes while a pass is under way joins it. The timer never keeps the process alive; shutdown
 * calls `stop` so that no pass is cut off by the database closing under it.
 */
export function startBackgroundLoop({
  name,
  pass,
  intervalMs,
  passAtStart = false,
  log,
  failureMessage,
}: BackgroundLoopOptions): BackgroundLoop {
  let running: Promise<void> | undefined;
  let stopped = false;
  const key = name ?? failureMessage;
  // A loop restarted in the same process (tests build several apps) keeps its counts.
  const stats = loopStats.get(key) ?? {
    startedAt: 0,
    intervalMs,
    lastRunAt: 0,
    lastFailureAt: 0,
    failures: 0,
  };
  loopStats.set(key, { ...stats, startedAt: Date.now(), intervalMs });
  const isStopped = () => stopped;
  const record = (change: Partial<LoopStats>) => {
    const current = loopStats.get(key);
    if (current) loopStats.set(key, { ...current, ...change });
  };
  const tick = () => {
    if (stopped) return Promise.resolve();
    running ??= (async () => {
      try {
        await pass(isStopped);
        record({ lastRunAt: Date.now() });
      } catch (error) {
        const failures = (loopStats.get(key)?.failures ?? 0) + 1;
        record({ lastFailureAt: Date.now(), failures });
        log.warn({ err: error, loop: key }, failureMessage);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  if (passAtStart) void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
