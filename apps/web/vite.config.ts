import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createLogger, defineConfig, type Logger, loadEnv, type Plugin } from 'vite';
// Vite's config loader leaves workspace packages to Node, which cannot load TypeScript: the page list
// is imported from its source file.
import { privatePagePaths, publicPagePaths } from '../../packages/shared/src/routes.ts';
import { robotsTxt, sitemapXml } from './app/config/seo-files.ts';
import { resolveSiteUrl } from './app/config/site-url.ts';
import { ISLANDS_ASSETS_FILE, ISLANDS_OUT_DIR } from './vite.islands.config.ts';

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

const ISLANDS_VIRTUAL_ID = 'virtual:launchpad/islands-assets';

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });
}

/**
 * The islands runtime of the static pages is built first, on its own (vite.islands.config.ts). This
 * build copies its files into the client assets and tells the prerendering server build their URLs
 * and the modules each island needs (`virtual:launchpad/islands-assets`), so static pages load
 * those and nothing else.
 */
function islands(): Plugin {
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'launchpad:islands',
    config(_, env) {
      command = env.command;
    },
    resolveId(id) {
      return id === ISLANDS_VIRTUAL_ID ? `\0${ISLANDS_VIRTUAL_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ISLANDS_VIRTUAL_ID}`) return undefined;
      if (command !== 'build' || this.environment.name === 'client') return 'export default null;';
      const file = path.join(ISLANDS_OUT_DIR, ISLANDS_ASSETS_FILE);
      return `export default ${readFileSync(file, 'utf8')};`;
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const dir = ISLANDS_OUT_DIR;
      if (!existsSync(path.join(dir, ISLANDS_ASSETS_FILE))) {
        throw new Error(
          'the islands runtime is not built: run `vite build --config vite.islands.config.ts` first',
        );
      }
      for (const fileName of filesUnder(path.join(dir, 'assets'))) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/${fileName}`,
          source: readFileSync(path.join(dir, 'assets', fileName)),
        });
      }
    },
  };
}

/**
 * One chunk each for libraries many pages load: React, React Router, the icons' shared code, and
 * zod. Left alone, the bundler cuts a chunk for every set of routes sharing a module (each
 * contract), and the landing page fetched over 40 files; on a phone each extra round trip costs
 * more than the few bytes saved. React and React Router are apart so that a screen without the
 * router does not load it. The icons themselves stay with the code that draws them: in one chunk,
 * every page loaded every icon of the app (9 KB gzipped, the landing page's islands use a few
 * hundred bytes of them). The rest keeps the automatic per-route split, so dashboard and admin code
 * stays off the public pages. Groups hold only libraries: grouping app code across routes broke the
 * modules' execution order when tried.
 */
const clientChunkGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 30 },
  { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/](?!.*[\\/]icons[\\/])/, priority: 20 },
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
    // Rolldown's per-plugin timing report is for profiling the build, not for every start.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups } } } },
    },
  },
}));
