import pg from 'pg';

/** A named statement: each connection parses and plans it once. */
export interface RowsStatement {
  name: string;
  text: string;
}

/**
 * A few PostgreSQL connections in pipeline mode (https://node-postgres.com/features/pipelining) for
 * single-statement reads. Statements from many requests share a connection without waiting for each
 * other's answers, so the backend keeps working instead of sleeping and being woken for each one: for
 * GET /api/orders under load that took a third off the server's CPU time per request and nearly half
 * off the database's (bench/RESULTS.md). A statement waits behind the ones sent before it on its
 * connection, so only quick reads belong here; transactions need a connection of their own (the pool).
 */
export function createPipelinedReads(config: pg.ClientConfig, connections = 2) {
  const lanes: (Promise<pg.Client> | undefined)[] = Array.from({ length: connections }, () => undefined);
  let next = 0;
  let closed = false;

  function open(lane: number): Promise<pg.Client> {
    const client = new pg.Client({ ...config, pipeline: true });
    const opening = client.connect().then(
      () => client,
      (error: unknown) => {
        forget();
        throw error;
      },
    );
    // A lost connection fails the statements in flight on it (answered as 503s); the next statement
    // opens a new one. The listener also keeps the error from crashing the process.
    function forget() {
      if (lanes[lane] === opening) lanes[lane] = undefined;
    }
    client.on('error', forget);
    client.on('end', forget);
    lanes[lane] = opening;
    return opening;
  }

  return {
    /** Runs the statement and returns its rows as arrays of column values. */
    async query(statement: RowsStatement, values: unknown[]): Promise<unknown[][]> {
      if (closed) throw new Error('The database has been closed');
      const lane = next;
      next = (next + 1) % connections;
      const client = await (lanes[lane] ?? open(lane));
      const result = await client.query<unknown[]>({ ...statement, values, rowMode: 'array' });
      return result.rows;
    },

    async close(): Promise<void> {
      closed = true;
      const open = lanes.splice(0);
      await Promise.all(
        open.map(async (opening) => {
          const client = await opening?.catch(() => undefined);
          await client?.end();
        }),
      );
    },
  };
}
