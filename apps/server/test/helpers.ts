import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { StaffRole } from '@launchpad/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config/env.ts';
import { type Database, openDatabase, openEmbeddedDatabase } from '../src/db/client.ts';
import { databaseUrl, withAdmin } from './postgres-admin.ts';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** A validated config for tests: in-memory PGlite unless the test project runs on PostgreSQL. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: TEST_SECRET, ...env });
}

export type TestDriver = 'pglite' | 'postgres';

const BUSY_MACHINE_LIMITS = { connectMs: 20_000, statementMs: 20_000 };

export function testDriver(): TestDriver {
  return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * created beside TEST_DATABASE_URL and dropped afterwards; each a copy of one migrated once a run.
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** The PostgreSQL database's address, for a second instance on it; undefined on PGlite. */
  url?: string;
}> {
  if (testDriver() === 'pglite') {
    // A copy of the migrated database made once a run (`migrated-pglite.ts`); migrating it again
    // finds nothing to do, unless the copy is missing.
    const copy = inject('migratedPglite');
    const database = openEmbeddedDatabase(
      'memory://',
      copy ? { startFrom: new Blob([readFileSync(copy)]) } : {},
    );
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `launchpad_test_${randomBytes(6).toString('hex')}`;
  // A copy of the database migrated once a run (`migrated-postgres.ts`), when there is one.
  const template = inject('migratedPostgres');
  await withAdmin(adminUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = databaseUrl(adminUrl, name);
  // The product's limits fail a request within seconds when PostgreSQL stops answering; on a test
  // machine whose cores are busy, fifty concurrent requests can wait that long for a connection.
  // The tests of those limits (database-outage) open their own database with them.
  const database = openDatabase({ driver: 'postgres', url }, BUSY_MACHINE_LIMITS);
  await database.migrate();
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** The rows a statement answers on a test's database, typed by the caller. */
export async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The PostgreSQL database's address, for a second instance on it; undefined on PGlite. */
  databaseUrl?: string;
  close: () => Promise<void>;
}

/**
 * An instance of the app on a test's migrated database, as each server of a deployment runs on the
 * shared one: without the background loops unless the options turn them on. The caller closes it.
 */
export function buildInstance(
  database: Database,
  config: Config = testConfig(),
  options: Omit<BuildOptions, 'database' | 'skipMigrations'> = {},
): Promise<FastifyInstance> {
  return buildApp(config, {
    upkeep: false,
    mailWorker: false,
    ...options,
    database,
    skipMigrations: true,
  });
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> & { listen?: boolean } = {},
): Promise<TestContext> {
  const { database, drop, url } = await createTestDatabase();
  const config = testConfig(env);
  const { listen, ...buildOptions } = options;
  const app = await buildInstance(database, config, {
    rateLimitPrefix: `launchpad-test:${randomUUID()}:`,
    ...buildOptions,
  });
  // The sandbox provider is reached over HTTP, as a real provider would be.
  if (listen) await app.listen({ port: 0, host: '127.0.0.1' });
  else await app.ready();
  return {
    app,
    database,
    config,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

let counter = 0;
/** A unique, valid registration body. */
export function buildUser(overrides: Partial<Record<'name' | 'email' | 'phone' | 'password', string>> = {}) {
  counter += 1;
  return {
    name: 'Asha Verma',
    email: `asha.${counter}.${randomUUID().slice(0, 8)}@example.in`,
    phone: '+91 98765 43210',
    password: 'correct horse battery',
    ...overrides,
  };
}

/** Registers a user, which signs them in; returns the token, cookie and profile. */
export async function createUser(app: FastifyInstance, overrides: Parameters<typeof buildUser>[0] = {}) {
  const body = buildUser(overrides);
  // A distinct address per user keeps the per-address sign-up limit out of unrelated tests.
  const remoteAddress = `10.250.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress,
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const { token, user } = registered.json().data as { token: string; user: { id: string; email: string } };
  return { ...body, token, user, cookie: `session=${token}` };
}

/** Billing details of a buyer in Karnataka, the state of the tests' GST-registered seller. */
export const karnatakaBuyer = {
  name: 'Asha Verma',
  address: '8 Residency Road, Bengaluru 560025',
  state: '29',
};

/** Registers a user who has saved whom their invoices are made out to, as the checkout's form does. */
export async function createBuyer(app: FastifyInstance, details: Record<string, unknown> = karnatakaBuyer) {
  const user = await createUser(app);
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/auth/me/billing',
    headers: { cookie: user.cookie },
    payload: details,
  });
  if (saved.statusCode !== 200) throw new Error(`saving billing details failed: ${saved.body}`);
  return user;
}

/**
 * Polls `check` until it holds, for what the app finishes in the background. `timeoutMs` only
 * bounds a hang, so keep the default: a busy machine may take many times longer than a quiet one.
 * It is just below the tests' own bound (`vitest.config.ts`), so that a hang names the condition.
 */
export async function waitFor(
  check: () => Promise<boolean>,
  { timeoutMs = 150_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error('condition not met in time');
}

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** Gives an existing user a role of the team: the owner's (every permission) unless said otherwise. */
export async function grantAdmin(database: Database, userId: string, role: StaffRole = 'owner') {
  await database.db.execute(sql`update users set role = ${role} where id = ${userId}`);
}

/** Registers and signs in a user, then gives them the owner's role. */
export async function createAdmin(
  ctx: Pick<TestContext, 'app' | 'database'>,
  overrides: Parameters<typeof buildUser>[0] = {},
): Promise<TestUser> {
  return createStaff(ctx, 'owner', overrides);
}

/** Registers and signs in a user, then gives them `role` (the session stays: set in the database). */
export async function createStaff(
  ctx: Pick<TestContext, 'app' | 'database'>,
  role: StaffRole,
  overrides: Parameters<typeof buildUser>[0] = {},
): Promise<TestUser> {
  const member = await createUser(ctx.app, overrides);
  await grantAdmin(ctx.database, member.user.id, role);
  return member;
}
