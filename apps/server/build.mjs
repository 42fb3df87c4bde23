// Bundles the server into dist/server.js: dependencies stay in node_modules, the workspace's
// own TypeScript (packages/shared) is compiled in.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@launchpad/'));

const outdir = process.env.LAUNCHPAD_BUILD_DIR
  ? path.resolve(process.env.LAUNCHPAD_BUILD_DIR, 'server')
  : path.join(here, 'dist');
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    'scripts/migrate': path.join(here, 'src/scripts/migrate.ts'),
    'scripts/promote-user': path.join(here, 'src/scripts/promote-user.ts'),
    'scripts/seed-demo': path.join(here, 'src/scripts/seed-demo.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    // Some dependencies bundled as CommonJS call require(); give ESM output one.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(path.join(here, 'drizzle'), path.join(outdir, 'drizzle'), { recursive: true });
console.log(`built ${path.relative(process.cwd(), outdir) || '.'}`);
