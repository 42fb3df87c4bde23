import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './app/config/paths.ts';

export default {
  appDirectory: 'app',
  // LAUNCHPAD_BUILD_DIR (an absolute path inside apps/web, e.g. apps/web/node_modules/.builds/NAME, so
  // that prerendering resolves packages) lets several builds, e.g. parallel e2e runs, live side by side.
  buildDirectory: process.env.LAUNCHPAD_BUILD_DIR ? `${process.env.LAUNCHPAD_BUILD_DIR}/web` : 'build',
  ssr: false,
  // Settled now, so that builds do not warn about each: React Router 8's behaviour where it changes
  // nothing here (no middleware, no route module exports to split, no server or data requests with ssr
  // off). Trailing-slash-aware data requests stay off: they prerender /about as "/about/", and the
  // navigation then no longer marks the current page.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: false,
  },
  // Public pages are rendered to HTML at build time; the signed-in screens use the SPA fallback.
  async prerender() {
    return [...prerenderedPaths];
  },
} satisfies Config;
