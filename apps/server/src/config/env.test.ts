import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const secret = 'a'.repeat(40);

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('names every missing production setting at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.join('\n')).toMatch(/JWT_SECRET/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL/);
    expect(problems.join('\n')).toMatch(/PUBLIC_URL/);
    expect(problems.join('\n')).toMatch(/PAYMENT_PROVIDER/);
  });

  it('refuses a short secret and a plain-http public URL in production', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      JWT_SECRET: 'short',
      DATABASE_URL: 'postgres://db/launchpad',
      PUBLIC_URL: 'http://launchpad.example',
      PAYMENT_PROVIDER: 'sandbox',
    });
    expect(problems).toEqual([
      'JWT_SECRET must be at least 32 characters',
      'PUBLIC_URL must use https in production',
    ]);
  });

  it('requires the provider credentials of the chosen provider', () => {
    const problems = problemsOf({ JWT_SECRET: secret, DATA_DIR: 'memory://', PAYMENT_PROVIDER: 'razorpay' });
    expect(problems).toEqual([
      'RAZORPAY_KEY_ID is required when PAYMENT_PROVIDER=razorpay',
      'RAZORPAY_KEY_SECRET is required when PAYMENT_PROVIDER=razorpay',
      'RAZORPAY_WEBHOOK_SECRET is required when PAYMENT_PROVIDER=razorpay',
    ]);
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      DATABASE_URL: 'postgres://db/launchpad',
      PUBLIC_URL: 'https://launchpad.example/',
      PAYMENT_PROVIDER: 'sandbox',
    });
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://db/launchpad' });
    expect(config.publicUrl).toBe('https://launchpad.example');
  });

  it('keeps the embedded database in ./data when DATA_DIR is unset or empty', () => {
    for (const DATA_DIR of [undefined, '', '  ']) {
      const config = loadConfig({ JWT_SECRET: secret, DATA_DIR });
      expect(config.database, String(DATA_DIR)).toEqual({ driver: 'pglite', dataDir: path.resolve('data') });
    }
  });

  it('defaults to PGlite, port 3000 and the sandbox provider outside production', () => {
    const config = loadConfig({ JWT_SECRET: secret, DATA_DIR: 'memory://' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database.driver).toBe('pglite');
    expect(config.payments.provider).toBe('sandbox');
    expect(config.payments.enabled).toBe(true);
  });

  it('offers Google sign-in to browsers only with both a project id and a web API key', () => {
    const base = { JWT_SECRET: secret, DATA_DIR: 'memory://' };
    expect(loadConfig(base).firebaseWeb).toBeUndefined();
    expect(loadConfig({ ...base, FIREBASE_PROJECT_ID: 'launchpad-prod' }).firebaseWeb).toBeUndefined();
    expect(
      loadConfig({ ...base, FIREBASE_PROJECT_ID: 'launchpad-prod', FIREBASE_API_KEY: 'AIzaWebKey_1-2' })
        .firebaseWeb,
    ).toEqual({
      apiKey: 'AIzaWebKey_1-2',
      authDomain: 'launchpad-prod.firebaseapp.com',
      projectId: 'launchpad-prod',
    });
    expect(
      loadConfig({
        ...base,
        FIREBASE_PROJECT_ID: 'launchpad-prod',
        FIREBASE_API_KEY: 'AIzaWebKey',
        FIREBASE_AUTH_DOMAIN: 'login.launchpad.example',
      }).firebaseWeb?.authDomain,
    ).toBe('login.launchpad.example');
  });

  it('refuses Firebase settings that could not be a project id, key or host name', () => {
    const problems = problemsOf({
      JWT_SECRET: secret,
      DATA_DIR: 'memory://',
      FIREBASE_PROJECT_ID: 'Launchpad Prod',
      FIREBASE_API_KEY: 'key; script-src *',
      FIREBASE_AUTH_DOMAIN: 'https://launchpad.firebaseapp.com/',
    });
    expect(problems).toEqual([
      'FIREBASE_PROJECT_ID must be a Firebase project id (lower-case letters, digits, hyphens)',
      'FIREBASE_API_KEY must be the web API key from the Firebase console (letters, digits, _ and -)',
      'FIREBASE_AUTH_DOMAIN must be a host name without scheme or path, e.g. my-app.firebaseapp.com',
    ]);
    expect(problemsOf({ JWT_SECRET: secret, DATA_DIR: 'memory://', FIREBASE_API_KEY: 'AIzaWebKey' })).toEqual(
      ['FIREBASE_API_KEY and FIREBASE_AUTH_DOMAIN need FIREBASE_PROJECT_ID'],
    );
  });

  it('creates a private JWT secret in DATA_DIR on first start and keeps it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'launchpad-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });
});

describe('server start in production without settings', () => {
  it('exits non-zero naming each missing setting', () => {
    const serverEntry = path.resolve(import.meta.dirname, '../server.ts');
    const result = spawnSync(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/JWT_SECRET is required in production/);
    expect(result.stderr).toMatch(/DATABASE_URL is required in production/);
    expect(result.stderr).toMatch(/PUBLIC_URL is required in production/);
  });
});
