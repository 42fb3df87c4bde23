import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { onceARun } from './once-a-run.ts';
import { databaseUrl, withAdmin } from './postgres-admin.ts';

// Global setup of the PostgreSQL integration tests: one database migrated once a run, the template
// that each test file's database is created from (`createTestDatabase`), dropped at the end.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name of a freshly migrated PostgreSQL database to copy. */
    migratedPostgres: string;
  }
}

/** How long the closed connections' backends may take to go before the run gives up. */
const BACKENDS_GONE_WITHIN_MS = 60_000;

/**
 * A database is copied only once nobody is connected to it, and a closed connection's backend may
 * take a moment to go; one that stays means something else holds the template, which is an error.
 */
async function untilNobodyIsConnected(admin: pg.Client, name: string): Promise<void> {
  const connected = `select count(*)::int as n from pg_stat_activity where datname = $1`;
  const deadline = Date.now() + BACKENDS_GONE_WITHIN_MS;
  for (;;) {
    const n = (await admin.query<{ n: number }>(connected, [name])).rows[0]?.n ?? 0;
    if (n === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `${n} connection(s) to the template database ${name} stayed open, so it cannot be copied`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const { value, teardown } = await onceARun('migratedPostgres', async () => {
    const name = `launchpad_template_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
    const database = openDatabase({ driver: 'postgres', url: databaseUrl(adminUrl, name) });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await withAdmin(adminUrl, (admin) => untilNobodyIsConnected(admin, name));
    const drop = () =>
      withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    return { value: name, teardown: drop };
  });
  project.provide('migratedPostgres', value);
  return teardown;
}
