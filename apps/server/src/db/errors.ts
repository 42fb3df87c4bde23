// What a database error means, read from PostgreSQL's SQLSTATE codes
// (https://www.postgresql.org/docs/current/errcodes-appendix.html) and the driver's connection errors.

/** The PostgreSQL error behind an error, looking through Drizzle's wrapper (`cause`). */
function postgresError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let current = error; current && typeof current === 'object'; ) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') return { code: candidate.code, constraint: candidate.constraint };
    current = candidate.cause;
  }
  return undefined;
}

/** The write broke this unique index or constraint (23505 unique_violation). */
export function violatesUnique(error: unknown, constraint: string): boolean {
  const found = postgresError(error);
  return found?.code === '23505' && found.constraint === constraint;
}

/** Deadlock or serialization failure: PostgreSQL rolled the transaction back and it may simply run again. */
export function isTransient(error: unknown): boolean {
  const code = postgresError(error)?.code;
  return code === '40P01' || code === '40001';
}

// 57014: a statement cancelled by statement_timeout, i.e. the database did not answer in time.
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '57014']);
const unavailableMessage =
  /Connection terminated|timeout exceeded when trying to connect|timeout expired|Query read timeout|connect ECONNREFUSED|canceling statement due to statement timeout|is not queryable/i;

/** Connection-level failures that mean the database is not there, not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (typeof message === 'string' && unavailableMessage.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
