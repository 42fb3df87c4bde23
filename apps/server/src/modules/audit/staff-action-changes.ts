/** Longest text kept of one field of a request in the audit trail. */
const TEXT_MAX = 500;

/** Fields never kept, whatever the route: secrets. */
const SECRET_FIELD = /password|token|secret|^code$/i;

function kept(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 3) return '…';
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => kept(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_FIELD.test(key))
      .map(([key, item]) => [key, kept(item, depth + 1)]),
  );
}

/**
 * What a staff request asked for, as the audit trail keeps it: the route's parameters besides the
 * target's id and the JSON body's fields, without secrets, texts cut at 500 characters. A file
 * upload's body is a stream, and only the parameters are kept.
 */
export function changesOfRequest(params: unknown, body: unknown): Record<string, unknown> {
  const { id: _target, ...otherParams } = (params ?? {}) as Record<string, unknown>;
  const fields = body !== null && typeof body === 'object' && !isStream(body) ? body : {};
  return kept({ ...otherParams, ...fields }, 0) as Record<string, unknown>;
}

function isStream(value: object): boolean {
  return typeof (value as { pipe?: unknown }).pipe === 'function' || Symbol.asyncIterator in value;
}
