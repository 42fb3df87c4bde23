import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './app/config/paths.ts';

export default {
  appDirectory: 'app',
  ssr: false,
  // Public pages are rendered to HTML at build time; the signed-in screens use the SPA fallback.
  async prerender() {
    return [...prerenderedPaths];
  },
} satisfies Config;
