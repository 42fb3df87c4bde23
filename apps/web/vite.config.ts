import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { paths, prerenderedPaths } from './app/config/paths.ts';
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
      const privatePaths = [
        paths.dashboard,
        paths.paymentHistory,
        paths.account,
        paths.admin,
        paths.paymentResult,
      ];
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: sitemapXml(siteUrl, prerenderedPaths),
      });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl, privatePaths) });
    },
  };
}

/**
 * One chunk each for code every page loads: React and React Router, the icons, and the shared
 * contracts with zod. Left alone, the bundler cuts a chunk for every set of routes sharing a module
 * (each icon, each contract), and the landing page fetched over 40 files; on a phone each extra
 * round trip costs more than the few bytes saved. The rest keeps the automatic per-route split, so
 * dashboard and admin code stays off the public pages. Groups hold only libraries and leaf modules:
 * grouping app code across routes broke the modules' execution order when tried.
 */
const clientChunkGroups = [
  {
    name: 'framework',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
  { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 20 },
  { name: 'contracts', test: /[\\/](packages[\\/]shared[\\/]src|node_modules[\\/]zod)[\\/]/, priority: 10 },
];

export default defineConfig(({ mode }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
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
  },
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups } } } },
    },
  },
}));
