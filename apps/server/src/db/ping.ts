// A ping of the database for /api/health: whether it answers in time, and if not, why in words.

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
