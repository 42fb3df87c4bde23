import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPipelinedReads } from './pipelined-reads.ts';

const url = process.env.TEST_DATABASE_URL ?? '';
const echo = { name: 'pipelined_echo', text: 'select $1::int as n, pg_backend_pid() as pid' };
const divide = { name: 'pipelined_divide', text: 'select 100 / $1::int as n' };

let admin: pg.Client;
let reads: ReturnType<typeof createPipelinedReads>;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
});
afterEach(async () => {
  await reads?.close();
});

describe('pipelined reads', () => {
  it('answers each of many concurrent statements with its own rows, over at most two connections', async () => {
    reads = createPipelinedReads({ connectionString: url });
    const inputs = Array.from({ length: 300 }, (_, i) => i);

    const answers = await Promise.all(inputs.map((n) => reads.query(echo, [n])));

    expect(answers.map((rows) => rows[0]?.[0])).toEqual(inputs);
    expect(new Set(answers.map((rows) => rows[0]?.[1])).size).toBeLessThanOrEqual(2);
  });

  it('fails only the statement that errs; those around it on the same connection are answered', async () => {
    reads = createPipelinedReads({ connectionString: url }, 1);

    const results = await Promise.allSettled([1, 2, 0, 4, 5].map((n) => reads.query(divide, [n])));

    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ code: '22012' });
    expect((results[4] as PromiseFulfilledResult<unknown[][]>).value).toEqual([[20]]);
  });

  it('opens a new connection when one is lost', async () => {
    reads = createPipelinedReads({ connectionString: url }, 1);
    const [[, pid]] = (await reads.query(echo, [1])) as [[number, number]];
    await admin.query('select pg_terminate_backend($1)', [pid]);

    let answer: unknown[][] | undefined;
    for (let attempt = 0; attempt < 20 && !answer; attempt++) {
      // A statement sent before the client notices the loss fails like any query on a dead connection.
      answer = await reads.query(echo, [2]).catch(() => undefined);
      if (!answer) await new Promise((resolve) => setTimeout(resolve, 50));
    }

    expect(answer?.[0]?.[0]).toBe(2);
    expect(answer?.[0]?.[1]).not.toBe(pid);
  });

  it('closes its connections and refuses statements afterwards', async () => {
    reads = createPipelinedReads({ connectionString: url, application_name: 'pipelined-reads-test' });
    await Promise.all([reads.query(echo, [1]), reads.query(echo, [2])]);
    const open = () =>
      admin
        .query(
          `select count(*)::int as n from pg_stat_activity where application_name = 'pipelined-reads-test'`,
        )
        .then((r) => r.rows[0].n as number);
    expect(await open()).toBe(2);

    await reads.close();

    expect(await open()).toBe(0);
    await expect(reads.query(echo, [3])).rejects.toThrow(/closed/);
  });
});
