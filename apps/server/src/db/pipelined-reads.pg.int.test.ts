import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { createPipelinedReads } from './pipelined-reads.ts';

let url: string;
let drop: () => Promise<void>;
let reads: ReturnType<typeof createPipelinedReads>;

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  url = created.url ?? '';
});

afterEach(async () => {
  await reads?.close();
});

afterAll(async () => {
  await drop?.();
});

const open = () => {
  reads = createPipelinedReads({ connectionString: url, statement_timeout: 300, query_timeout: 2_000 });
  return reads;
};

const value = async (sql: string, values: unknown[] = []) =>
  (await reads.query({ text: sql }, values)).rows[0]?.value as unknown;

describe('pipelined reads', () => {
  it('answers each of many concurrent statements with its own rows', async () => {
    open();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => value('select $1::int * 2 as value', [i])),
    );
    expect(answers).toEqual(Array.from({ length: 200 }, (_, i) => i * 2));
  });

  it('fails a wrong statement alone, and the ones around it on its connection still answer', async () => {
    open();
    const results = await Promise.allSettled([
      value('select 1 as value'),
      value('select 1 / 0 as value'),
      value('select 3 as value'),
      value('select 4 as value'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual([1, 3, 4]);
  });

  it('lets the server cancel a slow statement alone, without dropping the connection', async () => {
    open();
    const slow = value('select pg_sleep(5) as value');
    const behind = [value('select 1 as value'), value('select 2 as value')];
    const failure = await slow.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect((failure as { code?: string }).code).toBe('57014');
    expect(await Promise.all(behind)).toEqual([1, 2]);
  });

  it('opens a new connection after one is lost, failing only what was in flight on it', async () => {
    open();
    const pids = await Promise.all([
      value('select pg_backend_pid() as value'),
      value('select pg_backend_pid() as value'),
    ]);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    } finally {
      await admin.end();
    }
    // The first statements after the loss may still find the dead connection; soon a new one answers.
    let answer: unknown;
    for (let attempt = 0; attempt < 20 && answer !== 7; attempt++) {
      answer = await value('select 7 as value').catch((error: unknown) => {
        expect(isDatabaseUnavailable(error)).toBe(true);
        return undefined;
      });
    }
    expect(answer).toBe(7);
    const newPids = await Promise.all([
      value('select pg_backend_pid() as value'),
      value('select pg_backend_pid() as value'),
    ]);
    expect(newPids.some((pid) => pids.includes(pid))).toBe(false);
  });

  it('refuses statements once closed', async () => {
    open();
    expect(await value('select 1 as value')).toBe(1);
    await reads.close();
    await expect(value('select 1 as value')).rejects.toSatisfy(isDatabaseUnavailable);
  });
});
