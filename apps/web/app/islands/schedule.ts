/** How far beyond the screen an island starts loading, so that it is ready when scrolled to. */
const NEAR_SCREEN_MARGIN = '200px';
/** Signs that a visitor is about to use an island: it is wanted at once, before any other. */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

type Hydrate = (container: HTMLElement) => Promise<void>;

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else window.setTimeout(run, 0);
}

/**
 * Hydrates the islands `containers` one at a time, each when it is wanted: when it comes near the
 * screen, when the visitor touches, focuses or types in it (it then goes first), and otherwise once
 * the page is idle, in the order of the page. An island's container has no box of its own
 * (`display: contents`), so its children are what is watched. Resolves once every island has
 * hydrated; rejects with the first island that fails.
 */
export function scheduleIslands(containers: readonly HTMLElement[], hydrate: Hydrate): Promise<void> {
  return new Promise((resolve, reject) => {
    const waiting = new Set(containers);
    const wanted: HTMLElement[] = [];
    const owners = new Map<Element, HTMLElement>();
    let running = false;
    let idleAsked = false;

    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                const container = owners.get(entry.target);
                if (entry.isIntersecting && container) want(container, false);
              }
              next();
            },
            { rootMargin: `${NEAR_SCREEN_MARGIN} 0px` },
          )
        : undefined;

    const onInteraction = (event: Event) => {
      want(event.currentTarget as HTMLElement, true);
      next();
    };

    function want(container: HTMLElement, first: boolean) {
      if (!waiting.delete(container)) return;
      for (const type of INTERACTIONS) container.removeEventListener(type, onInteraction, true);
      for (const child of Array.from(container.children)) observer?.unobserve(child);
      if (first) wanted.unshift(container);
      else wanted.push(container);
    }

    function next() {
      if (running) return;
      const container = wanted.shift();
      if (container) {
        running = true;
        hydrate(container).then(() => {
          running = false;
          next();
        }, reject);
      } else if (waiting.size > 0) {
        if (idleAsked) return;
        idleAsked = true;
        whenIdle(() => {
          idleAsked = false;
          const [first] = waiting;
          if (!running && wanted.length === 0 && first) want(first, false);
          next();
        });
      } else {
        observer?.disconnect();
        resolve();
      }
    }

    for (const container of containers) {
      for (const type of INTERACTIONS) container.addEventListener(type, onInteraction, true);
      for (const child of Array.from(container.children)) {
        owners.set(child, container);
        observer?.observe(child);
      }
    }
    // The observer reports every watched child once at the start; without one, the idle turns do.
    if (!observer || owners.size === 0) next();
  });
}
