import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverEntry } from './built-product.ts';

// A server of a spec's own on a build directory the spec installs builds into, as a deploy does.

const text = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|map)$/;
const precompressed = /\.(br|gz)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** The names of a build's hashed assets (`assets/`), without their precompressed siblings. */
export function assetNames(site: string): string[] {
  return readdirSync(path.join(site, 'assets')).filter((name) => !precompressed.test(name));
}

/**
 * Installs in `site` a new build: the one there re-hashed, as a rebuild with changed code would
 * give. Every asset gets another name (`about-B2iVc3Dh.js` becomes `about-B2iVc3Dh-next.js`),
 * every page and asset that names one names the new one, and the precompressed copies, which would
 * still name the old ones, are left out. The new build is written beside `site`, then put in its
 * place whole. Answers the new name of each old one.
 */
export function installRehashedBuild(site: string): Map<string, string> {
  const renamed = new Map(
    assetNames(site).map((name) => [name, name.replace(/(\.[A-Za-z0-9]+)$/, '-next$1')] as const),
  );
  const literally = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const anyOld = new RegExp(
    [...renamed.keys()]
      .sort((a, b) => b.length - a.length)
      .map(literally)
      .join('|'),
    'g',
  );
  const next = `${site}.next`;
  rmSync(next, { recursive: true, force: true });
  cpSync(site, next, { recursive: true });
  for (const file of [...filesUnder(next)]) {
    if (precompressed.test(file)) {
      rmSync(file);
      continue;
    }
    if (text.test(file)) {
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(anyOld, (old) => renamed.get(old) ?? old),
      );
    }
    const newName = renamed.get(path.basename(file));
    if (newName && path.basename(path.dirname(file)) === 'assets') {
      renameSync(file, path.join(path.dirname(file), newName));
    }
  }
  rmSync(site, { recursive: true });
  renameSync(next, site);
  return renamed;
}

/** Copies the built web app to `site`, where a spec's server serves it from. */
export function installBuild(from: string, site: string) {
  rmSync(site, { recursive: true, force: true });
  cpSync(from, site, { recursive: true });
}

export interface OwnServer {
  stop(): Promise<void>;
}

/**
 * Starts the bundled server with `env` and resolves once `/api/health` answers. Starting takes what
 * a busy machine makes it take; two minutes (the configured servers' bound) tell a hang, and a
 * server that exits first fails at once with what it wrote to stderr.
 */
export async function startServer(env: Record<string, string>): Promise<OwnServer> {
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    const res = await fetch(`${env.PUBLIC_URL}/api/health`).catch(() => undefined);
    if (res?.ok) return { stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer within two minutes: ${stderr}`);
}
