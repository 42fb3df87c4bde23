import type { SQL } from 'drizzle-orm';
import type { Queryable } from './queryable.ts';

/**
 * The rows a raw statement returns. The embedded database and PostgreSQL type `execute`'s result
 * differently, but both carry the rows as `rows`: read here, once, instead of at every call.
 */
export async function selectRows<T>(db: Pick<Queryable, 'execute'>, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
