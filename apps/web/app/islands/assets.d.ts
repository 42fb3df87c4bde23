/** What the client build produced for the islands runtime; written by the `launchpad:islands` plugin. */
declare module 'virtual:launchpad/islands-assets' {
  import type { IslandName } from './island.tsx';

  export interface IslandAssets {
    /** URL of the islands runtime, a module script. */
    entry: string;
    /** URLs of the modules the runtime imports at once. */
    imports: string[];
    /** Per island: its module and what that imports, but for the runtime's own modules. */
    islands: Partial<Record<IslandName, string[]>>;
  }

  /** Null in development and in unit tests: then every page runs the whole app. */
  const assets: IslandAssets | null;
  export default assets;
}
