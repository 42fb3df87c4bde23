import type { FastifyBaseLogger } from 'fastify';

/** When each loop of this process last finished a pass (epoch ms), by name: the metrics report it. */
export const loopLastRuns = new Map<string, number>();

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
  const isStopped = () => stopped;
  const tick = () => {
    if (stopped) return Promise.resolve();
    running ??= (async () => {
      try {
        await pass(isStopped);
        loopLastRuns.set(name ?? failureMessage, Date.now());
      } catch (error) {
        log.warn({ err: error }, failureMessage);
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
