import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
// The mail specs start a real SMTP server on this port and read the mails the product sends.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = process.env.E2E_DATA_DIR ?? 'node_modules/.e2e-data';
const buildDir = process.env.LAUNCHPAD_BUILD_DIR;
const serverEntry = buildDir ? `${buildDir}/server/server.js` : 'apps/server/dist/server.js';
const webDist = buildDir ? `${buildDir}/web/client` : 'apps/web/build/client';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node --enable-source-maps ${serverEntry}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
      // Every test signs up from the same address.
      RATE_LIMIT_SCALE: '50',
      SANDBOX_PENDING_DELAY_SECONDS: '3',
      SANDBOX_REFUND_DELAY_SECONDS: '2',
      ADMIN_EMAIL: 'admin@launchpad.test',
      ADMIN_PASSWORD: 'admin-password-e2e',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Launchpad <hello@launchpad.test>',
      PATH: process.env.PATH ?? '',
    },
  },
});
