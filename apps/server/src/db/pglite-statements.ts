import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

// PGlite's `query` parses and plans its statement again on every call, in five calls into the
// WebAssembly engine: on the ordinary signed-in request (the session check, a list) that is most of
// the time spent. Here each statement text outside a transaction is parsed once, by name, as
// node-postgres does on PostgreSQL, and then costs one call: bind, describe, execute and sync
// together (decision 034). Statements inside a transaction keep PGlite's own path.

/** How many statements the session keeps; the least recently used is closed beyond that. */
export const KEPT_STATEMENTS = 200;

interface Prepared {
  name: string;
  /** The parameters' type ids, as PostgreSQL inferred them, for serializing the values. */
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Options this path leaves to PGlite's own: a file attached, or parameter types given. */
const ordinary = (options?: QueryOptions) =>
  !options || (options.blob === undefined && options.paramTypes === undefined && !options.onNotice);

/**
 * A kept statement that no longer holds: its plan's result type changed under a schema change
 * (0A000), or the session lost it (26000). It is forgotten and the call runs on PGlite's own path.
 */
const statementGone = (error: unknown) =>
  error !== null &&
  typeof error === 'object' &&
  ['0A000', '26000'].includes((error as { code?: string }).code ?? '');

/** The error as PGlite's own `query` throws it: naming the statement and its parameters. */
function withStatement(error: unknown, text: string, params: unknown[], options?: QueryOptions): unknown {
  if (error && typeof error === 'object' && 'code' in error) {
    Object.assign(error, { query: text, params, queryOptions: options });
  }
  return error;
}

/** The statements kept in the session, by text, the least recently used first. */
function statementCache(client: PGlite, kept: number) {
  const statements = new Map<string, Prepared>();
  let counter = 0;
  return {
    async prepare(text: string): Promise<Prepared> {
      const found = statements.get(text);
      if (found) {
        // The most recently used last: the first one in the map is the one to close.
        statements.delete(text);
        statements.set(text, found);
        return found;
      }
      const closing: Uint8Array[] = [];
      if (statements.size >= kept) {
        const [oldestText, oldest] = statements.entries().next().value as [string, Prepared];
        statements.delete(oldestText);
        closing.push(protocol.serialize.close({ type: 'S', name: oldest.name }));
      }
      counter += 1;
      const name = `launchpad_${counter}`;
      const { messages } = await client.execProtocol(
        concat([
          ...closing,
          protocol.serialize.parse({ name, text, types: [] }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
      statements.set(text, prepared);
      return prepared;
    },
    forget: (text: string) => statements.delete(text),
  };
}

/** Binds, describes, executes and syncs a kept statement in one call into the engine. */
async function runNamed<T>(
  client: PGlite,
  { name, paramTypes }: Prepared,
  params: unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const type = paramTypes[index] ?? 0;
    const serializer = options?.serializers?.[type] ?? client.serializers[type];
    return serializer ? serializer(value) : String(value);
  });
  const { messages } = await client.execProtocol(
    concat([
      protocol.serialize.bind({ statement: name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]),
    { syncToFs: false },
  );
  await client.syncToFs();
  return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
}

/**
 * The client with named statements for `query`. Everything else (transactions, `exec`, `listen`)
 * is PGlite's own; a statement runs under the same two locks as PGlite's `query`, so it never lands
 * inside another caller's transaction.
 */
export function withNamedStatements(client: PGlite, kept = KEPT_STATEMENTS): PGlite {
  const cache = statementCache(client, kept);

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!ordinary(options)) return client.query<T>(text, params, options);
    await client._checkReady();
    const result = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await runNamed<T>(client, await cache.prepare(text), params, options);
        } catch (error) {
          if (!statementGone(error)) throw withStatement(error, text, params, options);
          cache.forget(text);
          return undefined;
        }
      }),
    );
    // Outside the locks, which PGlite's own `query` takes again.
    return result ?? client.query<T>(text, params, options);
  }

  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
