import type { IslandName } from './island.tsx';

/** The `handle` of a route whose prerendered page runs only its islands, not the whole app. */
export interface StaticPageHandle {
  staticPage: { islands: readonly IslandName[] };
}

/** Every static page has the navigation bar and the footer's seller details; `islands` names the page's own. */
export function staticPage(...islands: IslandName[]): StaticPageHandle {
  return { staticPage: { islands: ['site-header', 'seller-details', ...islands] } };
}

/** The islands of the page shown, or null when the page runs the whole app. */
export function staticPageIslands(matches: readonly { handle?: unknown }[]): readonly IslandName[] | null {
  for (const match of matches) {
    const handle = match.handle as Partial<StaticPageHandle> | undefined;
    if (handle?.staticPage) return handle.staticPage.islands;
  }
  return null;
}
