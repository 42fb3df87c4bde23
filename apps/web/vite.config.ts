import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createLogger, defineConfig, type Logger, loadEnv, type Plugin, type Rollup } from 'vite';
// Vite's config loader leaves workspace packages to Node, which cannot load TypeScript: the page list
// is imported from its source file.
import { privatePagePaths, publicPagePaths } from '../../packages/shared/src/routes.ts';
import { robotsTxt, sitemapXml } from './app/config/seo-files.ts';
import { resolveSiteUrl } from './app/config/site-url.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/** Writes /sitemap.xml and /robots.txt into the client build, from the same route list as prerendering. */
function seoFiles(siteUrl: string): Plugin {
  return {
    name: 'launchpad:seo-files',
    apply: 'build',
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: sitemapXml(siteUrl, publicPagePaths),
      });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl, privatePagePaths) });
    },
  };
}

const ISLANDS_ENTRY = path.resolve(import.meta.dirname, 'app/islands/entry.client.tsx');
const ISLANDS_VIRTUAL_ID = 'virtual:launchpad/islands-assets';
/** Written next to the client build, read when the server build prerenders the static pages. */
const ISLANDS_ASSETS_FILE = 'islands-assets.json';
/** The islands runtime's file in the client build (its chunk is named `islands`). */
const ISLANDS_CHUNK = /^assets\/islands-[\w-]+\.js$/;

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

/**
 * Builds the islands runtime (`app/islands/entry.client.tsx`) into the client bundle as an entry
 * of its own, and tells the prerendering server build its URL and the modules each island needs
 * (`virtual:launchpad/islands-assets`), so static pages load those and nothing else.
 */
function islands(): Plugin {
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'launchpad:islands',
    config(_, env) {
      command = env.command;
    },
    buildStart() {
      if (command === 'build' && this.environment.name === 'client') {
        this.emitFile({ type: 'chunk', id: ISLANDS_ENTRY, name: 'islands' });
      }
    },
    resolveId(id) {
      return id === ISLANDS_VIRTUAL_ID ? `\0${ISLANDS_VIRTUAL_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ISLANDS_VIRTUAL_ID}`) return undefined;
      if (command !== 'build' || this.environment.name === 'client') return 'export default null;';
      const file = path.resolve(this.environment.config.build.outDir, '..', ISLANDS_ASSETS_FILE);
      return `export default ${readFileSync(file, 'utf8')};`;
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return;
      const entry = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.facadeModuleId === ISLANDS_ENTRY,
      );
      if (entry?.type !== 'chunk') throw new Error('the islands runtime was not built');
      const [entryUrl = '', ...imports] = staticClosure(bundle, entry.fileName);
      const islandFiles: Record<string, string[]> = {};
      for (const fileName of entry.dynamicImports) {
        const chunk = bundle[fileName];
        // The island's module may share a chunk with others: its route imports it too.
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
      const outDir = this.environment.config.build.outDir;
      mkdirSync(path.resolve(outDir, '..'), { recursive: true });
      writeFileSync(
        path.resolve(outDir, '..', ISLANDS_ASSETS_FILE),
        JSON.stringify({ entry: entryUrl, imports, islands: islandFiles }),
      );
    },
  };
}

/**
 * One chunk each for libraries many pages load: React, React Router, the icons, and zod. Left
 * alone, the bundler cuts a chunk for every set of routes sharing a module (each icon, each
 * contract), and the landing page fetched over 40 files; on a phone each extra round trip costs
 * more than the few bytes saved. React and React Router are apart because static pages load React
 * alone (see `islands()`). The rest keeps the automatic per-route split, so dashboard and admin code
 * stays off the public pages. Groups hold only libraries: grouping app code across routes broke the
 * modules' execution order when tried.
 */
const clientChunkGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 30 },
  { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 20 },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 10 },
];

/**
 * Vite's logger without one warning: React Router 7.18 starts its own Vite servers with `envFile:
 * false`, which Vite 8 reports as deprecated on every build; there is nothing to change on our side.
 */
function quietLogger(): Logger {
  const logger = createLogger();
  const isEnvFileNotice = (message: string) => message.includes('`envFile` option is deprecated');
  return {
    ...logger,
    warn: (message, options) => (isEnvFileNotice(message) ? undefined : logger.warn(message, options)),
    warnOnce: (message, options) =>
      isEnvFileNotice(message) ? undefined : logger.warnOnce(message, options),
  };
}

export default defineConfig(({ mode }) => ({
  customLogger: quietLogger(),
  plugins: [
    tailwindcss(),
    reactRouter(),
    islands(),
    seoFiles(resolveSiteUrl(loadEnv(mode, process.cwd(), 'VITE_').VITE_SITE_URL)),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/sandbox': apiTarget,
    },
  },
  build: {
    // Inline nothing: the CSP allows scripts from this origin only.
    assetsInlineLimit: 0,
    modulePreload: {
      resolveDependencies: (_, deps, { hostId }) => (ISLANDS_CHUNK.test(hostId) ? [] : deps),
    },
    // Rolldown's per-plugin timing report is for profiling the build, not for every start.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups } } } },
    },
  },
}));
