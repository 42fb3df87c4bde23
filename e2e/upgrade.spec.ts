import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { webDist } from './built-product.ts';
import {
  assetNames,
  installBuild,
  installRehashedBuild,
  type OwnServer,
  startServer,
} from './installed-builds.ts';
import { createAccount, expect, signIn, test } from './support.ts';

// A page loaded before a deploy keeps working after it: the chunks it has not loaded yet are the
// previous build's, which the upgraded server still serves (ASSET_RETENTION_DAYS, decision 031).
// The spec's own server, since it installs a new build under it and restarts it.

const port = Number(process.env.E2E_PORT ?? 4310) + 44;
const origin = `http://127.0.0.1:${port}`;
test.use({ baseURL: origin });

let work = '';
let site = '';
let server: OwnServer | undefined;

/** The spec's server, on the build installed in `site`, with its data in `work`. */
const serverEnv = () => ({
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(work, 'data'),
  PUBLIC_URL: origin,
  WEB_DIST_DIR: site,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SCALE: '50',
  SHUTDOWN_DELAY_SECONDS: '0',
  PATH: process.env.PATH ?? '',
});

test.beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'launchpad-upgrade-'));
  site = path.join(work, 'site');
  installBuild(webDist, site);
  server = await startServer(serverEnv());
});

test.afterAll(async () => {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a page loaded before an upgrade opens a screen whose chunk only the previous build had', async ({
  page,
}) => {
  const account = await createAccount(page, { name: 'Kavya Menon' });
  await signIn(page, account);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const dashboardChunk = assetNames(site).find((name) => /^dashboard-[\w-]+\.js$/.test(name));
  expect(dashboardChunk, 'the build has a chunk of its own for the dashboard').toBeDefined();
  expect(requested).not.toContain(`/assets/${dashboardChunk}`);
  // The page stays this document throughout: no reload hides a chunk that failed.
  await page.evaluate(() => {
    (window as { loadedBeforeUpgrade?: boolean }).loadedBeforeUpgrade = true;
  });

  // The deploy: a new build replaces the old one while the server runs, then the server restarts.
  const renamed = installRehashedBuild(site);
  expect(assetNames(site)).not.toContain(dashboardChunk);
  const beforeRestart = await page.request.get(`/assets/${dashboardChunk}`);
  expect(beforeRestart.status(), 'the running server still serves its own build').toBe(200);
  await server?.stop();
  server = await startServer(serverEnv());

  // Pages are the new build's; the old build's chunks are still served, cached as immutable.
  const html = await (await page.request.get('/account')).text();
  const named = [...html.matchAll(/\/assets\/([^"'\s)]+)/g)].map((match) => match[1]);
  expect(named.length).toBeGreaterThan(0);
  const newNames = new Set(renamed.values());
  expect(named.filter((name) => !newNames.has(name ?? ''))).toEqual([]);

  const chunk = page.waitForResponse((res) => res.url().endsWith(`/assets/${dashboardChunk}`));
  await page.getByRole('button', { name: /Kavya.*account menu/ }).click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const answer = await chunk;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await expect(page.getByRole('heading', { name: 'Welcome, Kavya!' })).toBeVisible();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  expect(await page.evaluate(() => (window as { loadedBeforeUpgrade?: boolean }).loadedBeforeUpgrade)).toBe(
    true,
  );
});
