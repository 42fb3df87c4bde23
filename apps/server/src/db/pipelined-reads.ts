import pg from 'pg';

/**
 * A few PostgreSQL connections in pipeline mode (https://node-postgres.com/features/pipelining),
 * for quick single-statement reads (decision 017). Statements from concurrent requests share a
 * connection without waiting for each other's answers, so PostgreSQL keeps working instead of being
 * woken for each statement. It offers only `query`, which Drizzle calls for a statement outside a
 * transaction; `Database.reads` types it to selects, so a transaction never lands here.
 *
 * A lost connection fails the statements in flight on it (answered as 503s, like the pool's), and
 * the next statement opens a new one.
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
    function forget() {
      if (lanes[lane] === opening) lanes[lane] = undefined;
    }
    // The listener also keeps a connection's error from ending the process.
    client.on('error', forget);
    client.on('end', forget);
    lanes[lane] = opening;
    return opening;
  }

  return {
    async query(query: pg.QueryConfig | pg.QueryArrayConfig, values?: unknown[]): Promise<pg.QueryResult> {
      if (closed) throw new Error('Client was closed and is not queryable');
      const lane = next;
      next = (next + 1) % connections;
      const client = await (lanes[lane] ?? open(lane));
      return client.query(query, values);
    },

    async close(): Promise<void> {
      closed = true;
      const opened = lanes.splice(0);
      await Promise.all(
        opened.map(async (opening) => {
          const client = await opening?.catch(() => undefined);
          await client?.end().catch(() => {});
        }),
      );
    },
  };
}
