import { expect } from 'vitest';
import { buildInstance, type TestContext, testConfig } from './helpers.ts';

const METRICS_TOKEN = 'retention-metrics-token-0123456789abcdef';

/** One series' value in a Prometheus scrape; undefined when the scrape does not have it. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A background job's series in one scrape, in seconds (0: not yet). */
function jobSeries(text: string, loop: string) {
  const value = (name: string) => seriesValue(text, `launchpad_background_loop_${name}{loop="${loop}"}`);
  return {
    startedAt: value('started_timestamp_seconds'),
    lastRunAt: value('last_run_timestamp_seconds') ?? 0,
    lastFailureAt: value('last_failure_timestamp_seconds') ?? 0,
  };
}

/**
 * Starts an instance with its upkeep loops on the test's database, as a deployment starts one, and
 * waits for the first pass of the retention job `loop` (run at start) to end. Returns the job's
 * series from the instance's first scrape, taken as soon as it was built, and the pass's outcome.
 */
export async function firstRetentionPass(ctx: TestContext, loop: string) {
  const app = await buildInstance(ctx.database, testConfig({ METRICS_TOKEN }), { upkeep: true });
  try {
    const scrape = async () => {
      const res = await app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      return jobSeries(res.body, loop);
    };
    const atStart = await scrape();
    // A job that is not running has no series to wait on.
    expect(atStart.startedAt, `${loop} is not a running job`).toBeGreaterThan(0);
    const startedAt = atStart.startedAt ?? 0;
    let latest = atStart;
    await expect
      .poll(async () => {
        latest = await scrape();
        return Math.max(latest.lastRunAt, latest.lastFailureAt) >= startedAt;
      })
      .toBe(true);
    return { atStart, passed: latest.lastRunAt >= startedAt && latest.lastFailureAt < startedAt };
  } finally {
    await app.close();
  }
}
