import type { Db } from './client.ts';

/**
 * What a repository's statements run on: the database itself, or the transaction of a use case that
 * passes its `tx` down so that all its writes commit (or roll back) together.
 */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
