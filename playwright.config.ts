import { defineConfig, devices } from '@playwright/test';
import { serverEntry, webDist } from './e2e/built-product.ts';
import { pendingDelaySeconds, resumeWindowSeconds } from './e2e/server-clocks.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
// The mail specs start a real SMTP server on this port and read the mails the product sends.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = process.env.E2E_DATA_DIR ?? 'node_modules/.e2e-data';

/** Every server's settings; the second server adds a GST-registered seller to them. */
const serverEnv = (serverPort: number, serverDataDir: string) => ({
  NODE_ENV: 'test',
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  DATA_DIR: serverDataDir,
  PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
  WEB_DIST_DIR: webDist,
  LOG_LEVEL: 'warn',
  // Every test signs up from the same address.
  RATE_LIMIT_SCALE: '50',
  SANDBOX_PENDING_DELAY_SECONDS: String(pendingDelaySeconds),
  // e2e/money.spec.ts waits for it to pass; no spec needs a resume to outlast it.
  PAYMENT_RESUME_WINDOW_SECONDS: String(resumeWindowSeconds),
  SANDBOX_REFUND_DELAY_SECONDS: '2',
  // About 9 seconds, so that e2e/data-rights.spec.ts sees a deletion carried out.
  ACCOUNT_DELETION_DELAY_DAYS: '0.0001',
  ADMIN_EMAIL: 'admin@launchpad.test',
  ADMIN_PASSWORD: 'admin-password-e2e',
  PATH: process.env.PATH ?? '',
});

const server = (serverPort: number, env: Record<string, string>) => ({
  command: `node --enable-source-maps ${serverEntry}`,
  url: `http://127.0.0.1:${serverPort}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env,
});

/**
 * A second server whose seller is registered for GST, for `e2e/billing.spec.ts` alone: the main
 * server's seller is not, so the other specs see list prices. Its own port and data.
 */
const gstPort = port + 22;
const gstSeller = {
  BUSINESS_LEGAL_NAME: 'Launchpad Ventures Private Limited',
  BUSINESS_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001',
  BUSINESS_STATE: '29',
  // PAN AAACL1234C, entity 1, with its check character.
  BUSINESS_GSTIN: '29AAACL1234C1Z1',
  INVOICE_PREFIX: 'LPE',
};

export default defineConfig({
  testDir: 'e2e',
  // Each shard of scripts/e2e.mjs keeps its traces and screenshots in a folder of its own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Both bound a hang, not a speed: with both cores busy a page may take several seconds to answer,
  // hydrate or refresh, and a journey of two browsers and a few mails minutes. Speed is the
  // benchmarks' to measure (bench/), so no check sets a shorter bound of its own; only a poll
  // inside `toPass` does, to try again, and the longest journeys set a longer test timeout. A
  // journey of several screens took three minutes in CI with the suite's other tiers beside it.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The product honours reduced motion (notices appear without fading, scrolling is instant), so no check
    // ever meets a notice half-faded; the animations themselves are not what these journeys test.
    reducedMotion: 'reduce',
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
  webServer: [
    server(port, {
      ...serverEnv(port, dataDir),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Launchpad <hello@launchpad.test>',
    }),
    server(gstPort, { ...serverEnv(gstPort, `${dataDir}-gst`), ...gstSeller }),
  ],
});
