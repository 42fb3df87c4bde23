// `npm run seed:demo`: fills the configured database (PGlite in DATA_DIR, or DATABASE_URL) with
// demo customers, orders in every status, their payments and timelines, and contact messages, for
// trying the admin console. Runs once: a database that already has the demo data is left alone.
// Refuses to run with NODE_ENV=production, since it creates accounts with a published password.
import { existsSync } from 'node:fs';
import { launchPackages } from '@launchpad/shared';
import { like, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import { contactMessages, users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import {
  customers,
  DAY,
  DEMO_DOMAIN,
  DEMO_PASSWORD,
  emailOf,
  enquiries,
  random,
} from './seed-demo-content.ts';
import { type DemoRun, seedDemoOrder } from './seed-demo-orders.ts';

async function main() {
  // The same settings as `npm start`, which runs from the repository root.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (config.env === 'production') {
    console.error(
      'seed:demo refuses to run with NODE_ENV=production: it creates accounts with a known password.',
    );
    process.exit(1);
  }
  const database = openDatabase(config.database);
  try {
    await database.migrate();
    const { db } = database;
    const [existing] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(like(users.email, `%@${DEMO_DOMAIN}`));
    if ((existing?.n ?? 0) > 0) {
      console.log(
        `The demo data is already there (${existing?.n} users @${DEMO_DOMAIN}); nothing was added.`,
      );
      return;
    }

    const next = random(2026);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = Date.now();
    const counts = { users: 0, orders: 0, payments: 0, events: 0, messages: 0 };

    await db.transaction(async (tx) => {
      const [admin] = await tx
        .insert(users)
        .values({
          name: 'Ananya Rao',
          email: `admin@${DEMO_DOMAIN}`,
          phone: '+91 80 4567 8901',
          passwordHash,
          role: 'owner',
          createdAt: new Date(now - 200 * DAY),
        })
        .returning({ id: users.id });
      if (!admin) throw new Error('the demo admin was not created');
      counts.users += 1;
      const run: DemoRun = { next, pick, adminId: admin.id, counts, attempt: 0 };
      await seedCustomers(tx, run, passwordHash, now);
      await seedEnquiries(tx, run, now);
    });

    console.log(
      `Demo data added: ${counts.users} users, ${counts.orders} orders, ${counts.payments} payments, ` +
        `${counts.events} timeline events, ${counts.messages} contact messages.`,
    );
    console.log(`Sign in to /admin as admin@${DEMO_DOMAIN} with the password ${DEMO_PASSWORD}`);
    console.log(`(every demo customer, e.g. ${emailOf(customers[0][0])}, has the same password).`);
  } finally {
    await database.close();
  }
}

/** The demo customers, each with one to three orders for different packages. */
async function seedCustomers(tx: Queryable, run: DemoRun, passwordHash: string, now: number) {
  for (const [index, [name, city]] of customers.entries()) {
    const joined = now - (150 - index * 4) * DAY;
    const [customer] = await tx
      .insert(users)
      .values({
        name,
        email: emailOf(name),
        phone: index % 5 === 4 ? null : `+91 ${98000 + index * 37} ${String(10000 + index * 2713).slice(-5)}`,
        passwordHash,
        createdAt: new Date(joined),
      })
      .returning({ id: users.id });
    if (!customer) throw new Error('a demo customer was not created');
    run.counts.users += 1;
    const { next } = run;
    const packages = [...launchPackages].sort(() => next() - 0.5).slice(0, 1 + Math.floor(next() * 3));
    for (const pkg of packages) await seedDemoOrder(tx, run, { id: customer.id, city, joined }, pkg);
  }
}

/** The contact form's messages, the older ones handled. */
async function seedEnquiries(tx: Queryable, run: DemoRun, now: number) {
  for (const [index, [subject, service, message]] of enquiries.entries()) {
    const [name] = run.pick(customers);
    const sent = now - (index * 2 + 1) * DAY - run.next() * DAY;
    await tx.insert(contactMessages).values({
      name,
      email: `visitor.${index + 1}@example.in`,
      phone: index % 3 === 0 ? null : '+91 98450 12345',
      subject,
      message,
      service,
      createdAt: new Date(sent),
      handledAt: index >= 6 ? new Date(sent + DAY / 2) : null,
    });
    run.counts.messages += 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
