import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './app/config/paths.ts';

export default {
  appDirectory: 'app',
  // LAUNCHPAD_BUILD_DIR (an absolute path inside apps/web, e.g. apps/web/node_modules/.builds/NAME, so
  // that prerendering resolves packages) lets several builds, e.g. parallel e2e runs, live side by side.
  buildDirectory: process.env.LAUNCHPAD_BUILD_DIR ? `${process.env.LAUNCHPAD_BUILD_DIR}/web` : 'build',
  ssr: false,
  // Public pages are rendered to HTML at build time; the signed-in screens use the SPA fallback.
  async prerender() {
    return [...prerenderedPaths];
  },
} satisfies Config;
