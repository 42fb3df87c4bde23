import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, withAdmin } from '../../test/postgres-admin.ts';
import { openDatabase } from './client.ts';
import { migrationTags } from './migration-journal.ts';

// Instances started together on an empty database: each migrates at start.

const adminUrl = process.env.TEST_DATABASE_URL as string;
const name = `launchpad_test_${randomBytes(6).toString('hex')}`;
const url = databaseUrl(adminUrl, name);

beforeAll(() => withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`)));
afterAll(() => withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)));

describe('migrations of instances that start together', () => {
  it('apply once: one instance migrates under the advisory lock, the others wait and find nothing to do', async () => {
    const instances = Array.from({ length: 4 }, () => openDatabase({ driver: 'postgres', url }));
    try {
      const outcomes = await Promise.allSettled(instances.map((database) => database.migrate()));
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : o.status))).toEqual(
        Array(4).fill('fulfilled'),
      );
      // Each says what it applied: every committed migration by one instance, nothing by the rest.
      const reports = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      const tags = migrationTags();
      expect(reports.map((r) => r.applied.length).sort((a, b) => b - a)).toEqual([tags.length, 0, 0, 0]);
      expect(reports.find((r) => r.applied.length > 0)?.applied).toEqual(tags);
      expect(reports.map((r) => r.total)).toEqual(Array(4).fill(tags.length));
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const applied = await check.query(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1',
      );
      const total = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await check.end();
      expect(applied.rows).toEqual([]);
      expect(total.rows[0].n).toBeGreaterThan(0);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
  });
});
