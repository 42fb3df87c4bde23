import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleIslands } from './schedule.ts';

/** An IntersectionObserver the test drives: `show(element)` reports it near the screen. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly watched = new Set<Element>();
  constructor(readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.current = this;
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
  /** The first report of an observer: every watched element, `shown` near the screen. */
  start(...shown: Element[]) {
    this.report([...this.watched].map((target) => ({ target, isIntersecting: shown.includes(target) })));
  }
}

/** A deferred promise per island, so a test decides when each hydration ends. */
function hydrations() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const hydrate = (container: HTMLElement) =>
    new Promise<void>((resolve) => {
      started.push(container.id);
      finish.set(container.id, resolve);
    });
  return { started, finish: (id: string) => finish.get(id)?.(), hydrate };
}

function island(id: string): HTMLElement {
  const container = document.createElement('div');
  container.id = id;
  container.innerHTML = `<section><a href="/${id}">${id}</a></section>`;
  document.body.append(container);
  return container;
}

/** Lets the promise callbacks of finished hydrations run. */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('scheduleIslands', () => {
  const idle: (() => void)[] = [];

  beforeEach(() => {
    idle.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('hydrates an island near the screen first, and the others one at a time when the page is idle', async () => {
    const [header, grid, footer] = [island('header'), island('grid'), island('footer')];
    const { started, finish, hydrate } = hydrations();
    const done = scheduleIslands([header, grid, footer], hydrate);
    FakeObserver.current?.start(header.firstElementChild as Element);
    expect(started).toEqual(['header']);
    // Nothing else starts while the header hydrates, idle or not.
    idle.shift()?.();
    expect(started).toEqual(['header']);

    finish('header');
    await settle();
    expect(started).toEqual(['header']);
    idle.shift()?.();
    expect(started).toEqual(['header', 'grid']);
    finish('grid');
    await settle();
    idle.shift()?.();
    expect(started).toEqual(['header', 'grid', 'footer']);
    finish('footer');
    await expect(done).resolves.toBeUndefined();
  });

  it('puts an island the visitor touches or focuses before the others waiting', async () => {
    const [header, grid, footer] = [island('header'), island('grid'), island('footer')];
    const { started, finish, hydrate } = hydrations();
    void scheduleIslands([header, grid, footer], hydrate);
    FakeObserver.current?.start(header.firstElementChild as Element, grid.firstElementChild as Element);
    expect(started).toEqual(['header']);
    footer.querySelector('a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    finish('header');
    await settle();
    expect(started).toEqual(['header', 'footer']);
  });

  it('hydrates an island that comes near the screen without waiting for the page to be idle', async () => {
    const [header, grid] = [island('header'), island('grid')];
    const { started, hydrate } = hydrations();
    void scheduleIslands([header, grid], hydrate);
    FakeObserver.current?.start();
    expect(started).toEqual([]);
    FakeObserver.current?.report([{ target: grid.firstElementChild as Element, isIntersecting: true }]);
    expect(started).toEqual(['grid']);
    expect(FakeObserver.current?.watched.has(grid.firstElementChild as Element)).toBe(false);
  });
});
