/**
 * The browser runtime of static pages: hydrates every island container of the page, each as its own
 * root, and nothing else. The rest of the page is finished HTML. It is built on its own, on Preact's
 * React-compatible runtime (vite.islands.config.ts).
 *
 * An island is loaded and hydrated only when it is wanted (`schedule.ts`): when it comes near the
 * screen, when it is touched or focused, or once the page is idle, one island at a time. So a
 * page's load runs only what its first screen shows, and the islands below it never pile up into
 * one long task.
 *
 * Each island hydrates in a transition: React then renders it in slices of a few milliseconds and
 * lets the browser paint and handle input between them, where a plain `hydrateRoot` renders the
 * whole island in one task (150 to 500 ms under a 4× CPU slowdown when measured). A tap on an island
 * still hydrating makes React finish that island first and then handle the tap.
 */
import { type ComponentType, type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, ISLAND_MODULES_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island.tsx';
import { scheduleIslands } from './schedule.ts';

type IslandModule = { default: ComponentType<Record<string, unknown>> };

const islandModules = import.meta.glob<IslandModule>('./*.island.tsx');

/** Calls `onReady` once the island has hydrated (its effects run after the DOM is React's). */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

function readJson(container: HTMLElement, attribute: string): unknown {
  try {
    return JSON.parse(container.getAttribute(attribute) ?? 'null');
  } catch {
    return null;
  }
}

function readProps(container: HTMLElement): Record<string, unknown> {
  const parsed = readJson(container, ISLAND_PROPS_ATTRIBUTE);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/**
 * Imports the island's module files all at once, each by itself: they are fetched in parallel, and
 * each file is evaluated as soon as it and what it imports have arrived, in a task of its own,
 * where importing the island alone would evaluate them all in one long task at the end.
 */
function importModules(container: HTMLElement): Promise<unknown>[] {
  const modules = readJson(container, ISLAND_MODULES_ATTRIBUTE);
  if (!Array.isArray(modules)) return [];
  return modules
    .filter((url): url is string => typeof url === 'string' && url.startsWith('/assets/'))
    .map((url) => import(/* @vite-ignore */ url));
}

async function hydrateIsland(container: HTMLElement): Promise<void> {
  const name = container.getAttribute(ISLAND_ATTRIBUTE);
  const load = islandModules[`./${name}.island.tsx`];
  if (!load) throw new Error(`Unknown island "${name}"`);
  const [{ default: Component }] = await Promise.all([load(), ...importModules(container)]);
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        container,
        <Ready onReady={resolve}>
          <Component {...readProps(container)} />
        </Ready>,
        { identifierPrefix: `${name}-` },
      );
    });
  });
}

const containers = Array.from(document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`));
void scheduleIslands(containers, hydrateIsland).then(() => {
  // Marks the page as interactive, as the full app does: end-to-end tests wait for it.
  document.documentElement.dataset.hydrated = 'true';
});
