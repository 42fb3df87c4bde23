import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../test/helpers.ts';

const serverEntry = path.resolve(import.meta.dirname, 'server.ts');
let occupant: Server;
let port: number;
let dataDir: string;

beforeAll(async () => {
  occupant = createServer();
  await new Promise<void>((resolve) => occupant.listen(0, '127.0.0.1', resolve));
  port = (occupant.address() as AddressInfo).port;
  dataDir = mkdtempSync(path.join(tmpdir(), 'launchpad-port-'));
});

afterAll(async () => {
  await new Promise((resolve) => occupant.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

function startOn(takenPort: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(takenPort),
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_SECRET,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('starting the server on a port that is already in use', () => {
  it('says so in one line naming the port, exits with 1 and never opens the database', async () => {
    const result = await startOn(port);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `Port ${port} is already in use: stop whatever is listening on it, or set PORT to a free port.\n`,
    );
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });
});

describe('server start in production without settings', () => {
  it('exits non-zero naming each missing setting', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      encoding: 'utf8',
      // Only stops a hang: tsx takes long to start on a busy machine.
      timeout: 180_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/JWT_SECRET is required in production/);
    expect(result.stderr).toMatch(/DATABASE_URL is required in production/);
    expect(result.stderr).toMatch(/PUBLIC_URL is required in production/);
    expect(result.stderr).toMatch(/SMTP_URL is required in production/);
  });
});
