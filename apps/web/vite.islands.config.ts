import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin, type Rollup } from 'vite';

// The islands runtime of the static pages (`app/islands/entry.client.tsx`) is a build of its own,
// made before the app's, on Preact's React-compatible runtime instead of React (decision 032): the
// islands are the only script most visitors ever load, and React with React DOM alone weighed more
// than the landing page's budget. The app's build copies this one's files into its client assets and
// gives the prerendered pages their URLs (`islands()` in vite.config.ts).

const ISLANDS_ENTRY = path.resolve(import.meta.dirname, 'app/islands/entry.client.tsx');
/**
 * Where this build writes: outside the app's build directory, which React Router empties when it
 * starts. Beside the other builds when LAUNCHPAD_BUILD_DIR places them (react-router.config.ts).
 */
export const ISLANDS_OUT_DIR = process.env.LAUNCHPAD_BUILD_DIR
  ? path.resolve(process.env.LAUNCHPAD_BUILD_DIR, 'islands')
  : path.resolve(import.meta.dirname, 'node_modules/.islands');
/** The islands' files and the modules each island needs, read by the app's build. */
export const ISLANDS_ASSETS_FILE = 'islands-assets.json';

/** React's entry points, answered by Preact's compatibility layer. */
const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** Every chunk `fileName` needs, itself first, following static imports. */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = bundle[name];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
  };
  visit(fileName);
  return [...seen].map((name) => `/${name}`);
}

/** Writes the runtime's URL, what it imports, and each island's own modules (beyond those). */
function islandsManifest(outDir: string): Plugin {
  return {
    name: 'launchpad:islands-manifest',
    apply: 'build',
    generateBundle(_, bundle) {
      const entry = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.facadeModuleId === ISLANDS_ENTRY,
      );
      if (entry?.type !== 'chunk') throw new Error('the islands runtime was not built');
      const [entryUrl = '', ...imports] = staticClosure(bundle, entry.fileName);
      const islandFiles: Record<string, string[]> = {};
      for (const fileName of entry.dynamicImports) {
        const chunk = bundle[fileName];
        const islandModule =
          chunk?.type === 'chunk'
            ? chunk.moduleIds.find((id) => /[\\/]app[\\/]islands[\\/][\w-]+\.island\.tsx$/.test(id))
            : undefined;
        const name = islandModule ? /([\w-]+)\.island\.tsx$/.exec(islandModule)?.[1] : undefined;
        if (name) {
          islandFiles[name] = staticClosure(bundle, fileName).filter(
            (url) => url !== entryUrl && !imports.includes(url),
          );
        }
      }
      mkdirSync(outDir, { recursive: true });
      writeFileSync(
        path.join(outDir, ISLANDS_ASSETS_FILE),
        JSON.stringify({ entry: entryUrl, imports, islands: islandFiles }),
      );
    },
  };
}

/** What the prerendering build alone knows: the runtime reads only the attributes' names of `island.tsx`. */
function noAssetsInTheBrowser(): Plugin {
  const id = 'virtual:launchpad/islands-assets';
  return {
    name: 'launchpad:islands-assets-in-the-browser',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) => (source === `\0${id}` ? 'export default null;' : undefined),
  };
}

export default defineConfig({
  // The app's own settings (its .env files) apply here too: the islands read VITE_ variables.
  envDir: import.meta.dirname,
  resolve: { alias: reactOnPreact },
  plugins: [noAssetsInTheBrowser(), islandsManifest(ISLANDS_OUT_DIR)],
  build: {
    outDir: ISLANDS_OUT_DIR,
    emptyOutDir: true,
    // Inline nothing: the CSP allows scripts from this origin only.
    assetsInlineLimit: 0,
    // The prerendered page lists the runtime and its imports itself (`islandAssets`).
    modulePreload: false,
    rolldownOptions: {
      input: { islands: ISLANDS_ENTRY },
      checks: { pluginTimings: false },
      // The libraries' "use client" marks mean nothing to a browser-only bundle.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [{ name: 'preact', test: /[\\/]node_modules[\\/]preact[\\/]/, priority: 40 }],
        },
      },
    },
  },
});
