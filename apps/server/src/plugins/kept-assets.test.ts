import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { keepBuildAssets } from './kept-assets.ts';
import { staticWebPlugin } from './static-web.ts';

const day = 86_400_000;
const week = 7 * day;
const upgradedAt = Date.parse('2026-12-07T10:00:00Z');

const dirs: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'launchpad-kept-assets-'));
  dirs.push(dir);
  return dir;
}

/** A built web app whose pages load `chunks` (file names in assets/, each with a .br sibling). */
function webBuild(root: string, title: string, chunks: string[]): string {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  const scripts = chunks.map((name) => `<script type="module" src="/assets/${name}"></script>`).join('');
  const page = `<!DOCTYPE html><html><head><title>${title}</title>${scripts}</head><body></body></html>`;
  writeFileSync(path.join(root, 'index.html'), page);
  writeFileSync(path.join(root, '__spa-fallback.html'), page);
  for (const name of chunks) {
    writeFileSync(path.join(root, 'assets', name), `console.log(${JSON.stringify(name)});`);
    writeFileSync(path.join(root, 'assets', `${name}.br`), `brotli of ${name}`);
  }
  return root;
}

const kept = (dir: string) => readdirSync(dir).sort();
const notes = (dir: string) => JSON.parse(readFileSync(`${dir}.json`, 'utf8'));

describe('keepBuildAssets', () => {
  it("copies the current build's files in and retires none at the first start", () => {
    const work = tempDir();
    const build = webBuild(path.join(work, 'build'), 'One', ['app-aaaa1111.js']);
    const store = path.join(work, 'data', 'web-assets');
    const pass = keepBuildAssets(path.join(build, 'assets'), { dir: store, retentionMs: week }, upgradedAt);
    expect(pass).toEqual({ copied: 2, retired: 0, kept: 0, pruned: 0 });
    expect(kept(store)).toEqual(['app-aaaa1111.js', 'app-aaaa1111.js.br']);
    expect(notes(store)).toEqual({});
    // A second start of the same build copies nothing again.
    const again = keepBuildAssets(path.join(build, 'assets'), { dir: store, retentionMs: week }, upgradedAt);
    expect(again.copied).toBe(0);
  });

  it('keeps the files a newer build replaced for the window counted from the upgrade, then deletes them', () => {
    const work = tempDir();
    const build = path.join(work, 'build');
    const assets = path.join(build, 'assets');
    const options = { dir: path.join(work, 'web-assets'), retentionMs: week };
    // The old build ran a month before the upgrade: its files' window starts at the upgrade.
    webBuild(build, 'Old', ['app-aaaa1111.js', 'shared-cccc3333.js']);
    keepBuildAssets(assets, options, upgradedAt - 30 * day);
    webBuild(build, 'New', ['app-bbbb2222.js', 'shared-cccc3333.js']);
    expect(keepBuildAssets(assets, options, upgradedAt)).toEqual({
      copied: 2,
      retired: 2,
      kept: 2,
      pruned: 0,
    });
    expect(notes(options.dir)).toEqual({
      'app-aaaa1111.js': '2026-12-07T10:00:00.000Z',
      'app-aaaa1111.js.br': '2026-12-07T10:00:00.000Z',
    });
    // Restarts within the window keep them, with the time they left the build.
    expect(keepBuildAssets(assets, options, upgradedAt + week - 1).kept).toBe(2);
    expect(notes(options.dir)['app-aaaa1111.js']).toBe('2026-12-07T10:00:00.000Z');
    // The first start once the window has passed deletes them; the current build's stay.
    expect(keepBuildAssets(assets, options, upgradedAt + week)).toMatchObject({ kept: 0, pruned: 2 });
    expect(kept(options.dir)).toEqual([
      'app-bbbb2222.js',
      'app-bbbb2222.js.br',
      'shared-cccc3333.js',
      'shared-cccc3333.js.br',
    ]);
    expect(notes(options.dir)).toEqual({});
  });

  it('takes back a file a rollback builds again, and copies in again one already deleted', () => {
    const work = tempDir();
    const build = path.join(work, 'build');
    const assets = path.join(build, 'assets');
    const options = { dir: path.join(work, 'web-assets'), retentionMs: day };
    webBuild(build, 'Old', ['app-aaaa1111.js']);
    keepBuildAssets(assets, options, upgradedAt - day);
    webBuild(build, 'New', ['app-bbbb2222.js']);
    keepBuildAssets(assets, options, upgradedAt);
    webBuild(build, 'Old', ['app-aaaa1111.js']);
    expect(keepBuildAssets(assets, options, upgradedAt + 1)).toMatchObject({ copied: 0, retired: 2 });
    expect(Object.keys(notes(options.dir))).toEqual(['app-bbbb2222.js', 'app-bbbb2222.js.br']);
    // Past the window the new build's files go; building it again brings them back.
    keepBuildAssets(assets, options, upgradedAt + 2 * day);
    expect(kept(options.dir)).toEqual(['app-aaaa1111.js', 'app-aaaa1111.js.br']);
    webBuild(build, 'New', ['app-bbbb2222.js']);
    expect(keepBuildAssets(assets, options, upgradedAt + 3 * day).copied).toBe(2);
  });

  it('with a window of 0 deletes a replaced file at the next start, never at the one that retires it', () => {
    const work = tempDir();
    const build = path.join(work, 'build');
    const assets = path.join(build, 'assets');
    const options = { dir: path.join(work, 'web-assets'), retentionMs: 0 };
    webBuild(build, 'Old', ['app-aaaa1111.js']);
    keepBuildAssets(assets, options, upgradedAt - day);
    webBuild(build, 'New', ['app-bbbb2222.js']);
    expect(keepBuildAssets(assets, options, upgradedAt)).toMatchObject({ retired: 2, pruned: 0 });
    expect(keepBuildAssets(assets, options, upgradedAt)).toMatchObject({ kept: 0, pruned: 2 });
  });

  it('notes again, from now, a file whose note is unreadable', () => {
    const work = tempDir();
    const build = path.join(work, 'build');
    const options = { dir: path.join(work, 'web-assets'), retentionMs: week };
    webBuild(build, 'New', ['app-bbbb2222.js']);
    mkdirSync(options.dir);
    writeFileSync(path.join(options.dir, 'app-aaaa1111.js'), 'old');
    writeFileSync(`${options.dir}.json`, '{"app-aaaa1111.js": "not a time"');
    const pass = keepBuildAssets(path.join(build, 'assets'), options, upgradedAt);
    expect(pass).toMatchObject({ retired: 1, kept: 1, pruned: 0 });
    expect(notes(options.dir)).toEqual({ 'app-aaaa1111.js': '2026-12-07T10:00:00.000Z' });
  });
});

/** An app serving the build in `root` as a started instance does, its warnings collected. */
async function serve(root: string, dir: string, retentionMs = week) {
  const warnings: string[] = [];
  const stream = new Writable({
    write(line, _encoding, done) {
      const entry = JSON.parse(String(line));
      if (entry.level >= 40) warnings.push(entry.msg);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  await app.register(staticWebPlugin, { root, https: false, keptAssets: { dir, retentionMs } });
  await app.ready();
  return { app, warnings };
}

describe('serving across an upgrade', () => {
  it("serves the earlier build's chunks, cached as immutable, and only the new build's pages", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(upgradedAt - day);
    const work = tempDir();
    const build = path.join(work, 'build');
    const store = path.join(work, 'data', 'web-assets');
    webBuild(build, 'Old', ['app-aaaa1111.js']);
    const old = await serve(build, store);
    // The upgrade installs the new build while the old instance still serves its pages.
    webBuild(build, 'New', ['app-bbbb2222.js']);
    const during = await old.app.inject({ url: '/assets/app-aaaa1111.js' });
    expect(during.statusCode).toBe(200);
    await old.app.close();

    vi.setSystemTime(upgradedAt);
    const upgraded = await serve(build, store);
    const page = await upgraded.app.inject({ url: '/' });
    expect(page.body).toContain('<title>New</title>');
    expect(page.body).toContain('/assets/app-bbbb2222.js');
    for (const url of ['/assets/app-aaaa1111.js', '/assets/app-bbbb2222.js']) {
      const res = await upgraded.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    const old1 = await upgraded.app.inject({ url: '/assets/app-aaaa1111.js' });
    expect(old1.body).toBe('console.log("app-aaaa1111.js");');
    const compressed = await upgraded.app.inject({
      url: '/assets/app-aaaa1111.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('brotli of app-aaaa1111.js');
    // The notes, and the copies in flight, are beside the served folder, not in it.
    expect(kept(store)).toEqual([
      'app-aaaa1111.js',
      'app-aaaa1111.js.br',
      'app-bbbb2222.js',
      'app-bbbb2222.js.br',
    ]);
    expect((await upgraded.app.inject({ url: '/assets/../web-assets.json' })).statusCode).toBe(404);
    expect(upgraded.warnings).toEqual([]);
    await upgraded.app.close();

    // Restarted once the window has passed, the old build's files are gone.
    vi.setSystemTime(upgradedAt + week);
    const later = await serve(build, store);
    expect((await later.app.inject({ url: '/assets/app-aaaa1111.js' })).statusCode).toBe(404);
    expect((await later.app.inject({ url: '/assets/app-bbbb2222.js' })).statusCode).toBe(200);
    expect(existsSync(path.join(store, 'app-aaaa1111.js'))).toBe(false);
    await later.app.close();
  });

  it('says in a warning when the store cannot be written, and serves the build it has', async () => {
    const work = tempDir();
    const build = webBuild(path.join(work, 'build'), 'New', ['app-bbbb2222.js']);
    writeFileSync(path.join(work, 'data'), 'a file where the data folder should be');
    const { app, warnings } = await serve(build, path.join(work, 'data', 'web-assets'));
    expect(warnings).toEqual([`The assets of earlier builds are not kept in ${work}/data/web-assets`]);
    expect((await app.inject({ url: '/assets/app-bbbb2222.js' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('ASSET_RETENTION_DAYS', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'p7Qm2xZ-kV9rT4bLw8NcHy3JdF6sGa1E' };

  it('keeps earlier builds’ assets in DATA_DIR/web-assets for 7 days unless set', () => {
    const dataDir = tempDir();
    expect(loadConfig({ ...base, DATA_DIR: dataDir }).keptAssets).toEqual({
      dir: path.join(dataDir, 'web-assets'),
      retentionMs: week,
    });
    expect(
      loadConfig({ ...base, DATA_DIR: dataDir, ASSET_RETENTION_DAYS: '30' }).keptAssets?.retentionMs,
    ).toBe(30 * day);
    expect(loadConfig({ ...base, DATA_DIR: 'memory://' }).keptAssets).toBeUndefined();
  });

  it('refuses a window that is not a whole number of days from 0 to 365', () => {
    for (const value of ['-1', '1.5', '366', 'a week']) {
      expect(
        () => loadConfig({ ...base, DATA_DIR: 'memory://', ASSET_RETENTION_DAYS: value }),
        value,
      ).toThrow(/ASSET_RETENTION_DAYS/);
    }
  });
});
