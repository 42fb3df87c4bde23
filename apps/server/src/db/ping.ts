// A ping of the database for /api/health: whether it answers in time, and if not, why in words.
// The deadline protects requests from a database that stopped answering; an embedded database that
// is still opening is waited for (decision 029).

/** Resolves ok when `query` answers within `timeoutMs`, else the reason it did not. */
export async function pingDatabase(
  query: () => Promise<unknown>,
  timeoutMs: number,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    await withTimeout(query(), timeoutMs);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: unreachableReason(error) };
  }
}

/** Whom a database that is slow to open tells so. */
export interface OpeningLog {
  info(message: string): void;
}

/** How long opening may take before the log says the database is still opening, and how often after. */
export const SLOW_OPEN_NOTICE_MS = 5_000;

/**
 * Resolves once `opening` has settled (a failure to open is left to the first query to report),
 * telling `log` every few seconds while it is still under way. Nothing gives up on it.
 */
export function whenOpen(opening: Promise<unknown>, log: OpeningLog | undefined): Promise<void> {
  const started = Date.now();
  const notice = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    log?.info(`The embedded database is still opening (${seconds} s so far); waiting for it.`);
  }, SLOW_OPEN_NOTICE_MS);
  notice.unref();
  const done = () => clearInterval(notice);
  return opening.then(done, done);
}

/**
 * `pingDatabase` for a database that opens in the background: waits for it to open, for as long as
 * that takes, and only then gives the query `timeoutMs`. Opening is not a connection attempt.
 */
export async function pingOnceOpen(
  opened: Promise<void>,
  query: () => Promise<unknown>,
  timeoutMs: number,
): ReturnType<typeof pingDatabase> {
  await opened;
  return pingDatabase(query, timeoutMs);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Why the database did not answer, in words fit for /api/health (no address, no query). */
function unreachableReason(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (code === 'ECONNREFUSED') return 'the database refused the connection';
  if (/timed out|timeout/i.test(text)) return 'the database did not answer in time';
  if (/terminated|ECONNRESET/i.test(text) || code === 'ECONNRESET')
    return 'the connection to the database was lost';
  if (code === '57P01' || code === '57P03') return 'the database is shutting down or starting';
  return 'the database could not be reached';
}
