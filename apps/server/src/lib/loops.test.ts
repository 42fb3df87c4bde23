import { describe, expect, it } from 'vitest';
import type { BackgroundLoop } from './background-loop.ts';
import { createLoopRegistry } from './loops.ts';

/** A loop whose pass under way ends only when `finish` is called; it records its start and stop. */
function fakeLoop(events: string[], name: string) {
  let finish = () => {};
  const pass = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const loop: BackgroundLoop = {
    tick: () => pass,
    async stop() {
      events.push(`stopping ${name}`);
      await pass;
      events.push(`stopped ${name}`);
    },
  };
  return {
    start: () => {
      events.push(`started ${name}`);
      return loop;
    },
    finish: () => finish(),
  };
}

describe('loop registry', () => {
  it('starts nothing until startAll, then only the kinds the instance runs', () => {
    const events: string[] = [];
    const loops = createLoopRegistry();
    loops.register('mail_worker', fakeLoop(events, 'mail').start, 'mail');
    loops.register('reconciler', fakeLoop(events, 'reconciler').start);
    expect(events).toEqual([]);
    expect(loops.names()).toEqual(['mail_worker', 'reconciler']);

    loops.startAll((kind) => kind === 'upkeep');
    expect(events).toEqual(['started reconciler']);
    expect(loops.running()).toEqual(['reconciler']);
    loops.startAll(() => true);
    expect(events).toEqual(['started reconciler']);
  });

  it('refuses a second loop of the same name, and a loop registered once they run', () => {
    const loops = createLoopRegistry();
    loops.register('reconciler', fakeLoop([], 'a').start);
    expect(() => loops.register('reconciler', fakeLoop([], 'b').start)).toThrow(/already registered/);
    loops.startAll(() => true);
    expect(() => loops.register('late', fakeLoop([], 'c').start)).toThrow(/after the loops started/);
  });

  it('stops every running loop at once and resolves only when their passes have ended', async () => {
    const events: string[] = [];
    const loops = createLoopRegistry();
    const first = fakeLoop(events, 'first');
    const second = fakeLoop(events, 'second');
    loops.register('first', first.start);
    loops.register('second', second.start);
    loops.startAll(() => true);

    let stopped = false;
    const stopping = loops.stopAll().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(events).toContain('stopping first');
    expect(events).toContain('stopping second');
    first.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stopped).toBe(false);
    second.finish();
    await stopping;
    expect(events.slice(-1)).toEqual(['stopped second']);
    expect(loops.running()).toEqual([]);
  });
});
