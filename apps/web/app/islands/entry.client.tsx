/**
 * The browser runtime of static pages: hydrates every island container of the page, each as its own
 * React root, and nothing else. The rest of the page is finished HTML.
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
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island.tsx';
import { scheduleIslands } from './schedule.ts';

type IslandModule = { default: ComponentType<Record<string, unknown>> };

const islandModules = import.meta.glob<IslandModule>('./*.island.tsx');

/** Calls `onReady` once the island has hydrated (its effects run after the DOM is React's). */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

function readProps(container: HTMLElement): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(container.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function hydrateIsland(container: HTMLElement): Promise<void> {
  const name = container.getAttribute(ISLAND_ATTRIBUTE);
  const load = islandModules[`./${name}.island.tsx`];
  if (!load) throw new Error(`Unknown island "${name}"`);
  const { default: Component } = await load();
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
