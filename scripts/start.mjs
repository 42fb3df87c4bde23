// `npm start`: builds whatever is missing or older than its sources, then serves the product.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function outdated(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

/** Runs a build quietly: its report is shown only when it fails (`npm run build` shows it all). */
function build(what, args) {
  process.stdout.write(`Building ${what}... `);
  const started = Date.now();
  const result = spawnSync('npm', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write('failed\n');
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`done in ${Math.round((Date.now() - started) / 1000)} s\n`);
}

const shared = at('packages/shared/src');
if (
  outdated(at('apps/web/build/client/__spa-fallback.html'), [
    at('apps/web/app'),
    at('apps/web/public'),
    shared,
  ])
) {
  build('the web app', ['run', 'build', '-w', '@launchpad/web']);
}
if (outdated(at('apps/server/dist/server.js'), [at('apps/server/src'), at('apps/server/drizzle'), shared])) {
  build('the server', ['run', 'build', '-w', '@launchpad/server']);
}

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
