import islandAssets from 'virtual:launchpad/islands-assets';
import type { ComponentType } from 'react';

/** The attribute that marks an island's container in prerendered HTML. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The attribute that carries the island's props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** The attribute that lists the island's module files, as JSON, in a prerendered static page. */
export const ISLAND_MODULES_ATTRIBUTE = 'data-island-modules';

/** Islands by name: each is the default export of `app/islands/{name}.island.tsx`. */
export type IslandName =
  | 'site-header'
  | 'seller-details'
  | 'site-statistics'
  | 'package-grid'
  | 'contact-form'
  | 'auth-panel';

interface IslandProps<P extends object> {
  name: IslandName;
  /** The default export of `{name}.island.tsx`; the same component hydrates the container. */
  component: ComponentType<P>;
  /** Plain JSON: it is written into the HTML and read back in the browser. */
  props: P;
}

/**
 * A part of a static page that comes alive in the browser. Prerendered public pages do not load
 * the whole app: their HTML is complete, and only these containers are hydrated, each as its own
 * small React root, by `islands/entry.client.tsx`. Inside the full app (signed-in screens, and
 * client-side navigation) the component simply renders in place.
 *
 * An island must render the same HTML from its props alone, on the server and in the browser, so
 * it cannot read the router or `useId` (ids differ between the page's tree and its own root).
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  // Only the prerender knows the build's files; in the browser the app renders islands in place.
  const modules = import.meta.env.SSR ? islandAssets?.islands[name] : undefined;
  return (
    <div
      className="contents"
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
        [ISLAND_MODULES_ATTRIBUTE]: modules ? JSON.stringify(modules) : undefined,
      }}
    >
      <Component {...props} />
    </div>
  );
}
