// A machine made busy on purpose: child processes that only spin, so that a measurement shows what
// a page costs when its CPU is shared (as a phone's is with its other apps), not only on a quiet
// machine. `BENCH_BUSY=1` starts one, `BENCH_BUSY=n` starts n.
import { spawn } from 'node:child_process';

/** How many spinning processes `BENCH_BUSY` asks for: 0 when unset or "0". */
export function busyCount(value = process.env.BENCH_BUSY) {
  if (value === undefined || value === '') return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`BENCH_BUSY must be a whole number of spinning processes, not "${value}"`);
  }
  return count;
}

/**
 * Starts `count` CPU-bound child processes; `stop()` ends them. They are also ended when this process
 * exits, so a failed run leaves none behind.
 */
export function startBusy(count) {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const stop = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill();
  };
  process.once('exit', stop);
  return { count, stop };
}
