// `npm run seed:demo`: fills the configured database (PGlite in DATA_DIR, or DATABASE_URL) with
// demo customers, orders in every status, their payments and timelines, and contact messages, for
// trying the admin console. Runs once: a database that already has the demo data is left alone.
// Refuses to run with NODE_ENV=production, since it creates accounts with a published password.
import { existsSync } from 'node:fs';
import {
  formatInr,
  isAwaitingPayment,
  isOrderCancelled,
  isPaidStatus,
  launchPackages,
  type OrderStatus,
} from '@launchpad/shared';
import { like, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { contactMessages, orderEvents, orders, payments, users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

const DEMO_DOMAIN = 'demo.launchpad.in';
const DEMO_PASSWORD = 'demo-password-2026';
const DAY = 24 * 60 * 60 * 1000;

const customers = [
  ['Aarav Sharma', 'Bengaluru'],
  ['Priya Iyer', 'Chennai'],
  ['Vivaan Patel', 'Ahmedabad'],
  ['Ananya Reddy', 'Hyderabad'],
  ['Arjun Nair', 'Kochi'],
  ['Diya Mehta', 'Mumbai'],
  ['Rohan Gupta', 'Delhi'],
  ['Ishita Banerjee', 'Kolkata'],
  ['Karthik Rao', 'Mysuru'],
  ['Meera Kulkarni', 'Pune'],
  ['Siddharth Singh', 'Lucknow'],
  ['Kavya Menon', 'Thiruvananthapuram'],
  ['Rahul Verma', 'Jaipur'],
  ['Sneha Deshpande', 'Nagpur'],
  ['Imran Qureshi', 'Bhopal'],
  ['Fatima Khan', 'Hyderabad'],
  ['Gurpreet Kaur', 'Chandigarh'],
  ['Harpreet Gill', 'Ludhiana'],
  ['Joseph Varghese', 'Kottayam'],
  ['Tenzin Dorjee', 'Gangtok'],
  ['Lakshmi Pillai', 'Coimbatore'],
  ['Nikhil Joshi', 'Indore'],
  ['Pooja Agarwal', 'Kanpur'],
  ['Manish Chauhan', 'Surat'],
  ['Aditi Saxena', 'Noida'],
  ['Suresh Naidu', 'Visakhapatnam'],
  ['Riya Kapoor', 'Gurugram'],
  ['Deepak Yadav', 'Patna'],
  ['Neha Bhatia', 'Dehradun'],
  ['Sai Krishna', 'Vijayawada'],
] as const;

const notesByStatus: Record<OrderStatus, string[]> = {
  pending: ['Customer asked for a GST invoice before paying.', 'Reminder sent on WhatsApp.'],
  'in-progress': [
    'DIN and DSC applied for both directors.',
    'Name approval filed with the MCA (RUN).',
    'Waiting for the second director’s PAN and Aadhaar.',
    'Website wireframes shared for review.',
  ],
  completed: [
    'Certificate of Incorporation issued; welcome kit sent.',
    'App published on the Play Store; handover call done.',
  ],
  cancelled: ['Customer chose a different provider; refund initiated.', 'Duplicate order.'],
};

const enquiries = [
  [
    'Private limited for a fintech idea',
    'pvt-ltd',
    'We are two co-founders in Pune. How long does incorporation take?',
  ],
  ['LLP or private limited?', 'llp', 'I run a small design studio. Which structure do you suggest for us?'],
  ['Trademark for our brand name', 'trademark', 'Can you search whether our brand name is already taken?'],
  ['GST registration', 'gst-registration', 'We sell handicrafts online. Do we need GST from day one?'],
  ['Startup India recognition', 'startup-schemes', 'Is our company eligible for the tax holiday?'],
  ['Mobile app quote', 'starter-mobile', 'Please share a quote for a simple Android and iOS app.'],
  ['Website redesign', 'starter-website', 'Our current site is slow. Can you rebuild it in Next.js?'],
  ['Social media marketing', 'growth', 'We want to grow on Instagram and LinkedIn. What is included?'],
  ['Annual compliance', 'annual-compliance', 'Our first AGM is due. Can you handle the filings?'],
  ['General question', null, 'Do you offer EMI for the Enterprise package?'],
] as const;

/** A small seeded generator, so every demo database looks the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function emailOf(name: string): string {
  return `${name.toLowerCase().replaceAll(' ', '.')}@${DEMO_DOMAIN}`;
}

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
          isAdmin: true,
          createdAt: new Date(now - 200 * DAY),
        })
        .returning({ id: users.id });
      if (!admin) throw new Error('the demo admin was not created');
      counts.users += 1;

      let attempt = 0;
      for (const [index, [name, city]] of customers.entries()) {
        const joined = now - (150 - index * 4) * DAY;
        const [customer] = await tx
          .insert(users)
          .values({
            name,
            email: emailOf(name),
            phone:
              index % 5 === 4 ? null : `+91 ${98000 + index * 37} ${String(10000 + index * 2713).slice(-5)}`,
            passwordHash,
            createdAt: new Date(joined),
          })
          .returning({ id: users.id });
        if (!customer) throw new Error('a demo customer was not created');
        counts.users += 1;

        // One to three orders, each for a different package.
        const packages = [...launchPackages].sort(() => next() - 0.5).slice(0, 1 + Math.floor(next() * 3));
        for (const pkg of packages) {
          const status = pick<OrderStatus>([
            'pending',
            'in-progress',
            'in-progress',
            'completed',
            'completed',
            'cancelled',
          ]);
          const placed = joined + (1 + next() * 20) * DAY;
          const paid = isPaidStatus(status) || (isOrderCancelled(status) && next() < 0.5);
          const paidAt = paid ? placed + 6 * 60 * 1000 : null;
          const method = pick(['UPI', 'UPI', 'Card', 'Net Banking']);
          const notes = next() < 0.45 ? pick(notesByStatus[status]) : null;
          const [order] = await tx
            .insert(orders)
            .values({
              userId: customer.id,
              packageId: pkg.id,
              packageName: pkg.name,
              amount: pkg.price,
              status,
              notes,
              paymentMethod: paid ? method : null,
              paidAt: paidAt ? new Date(paidAt) : null,
              createdAt: new Date(placed),
              updatedAt: new Date(placed + 3 * DAY),
            })
            .returning({ id: orders.id });
          if (!order) throw new Error('a demo order was not created');
          counts.orders += 1;

          const events: (typeof orderEvents.$inferInsert)[] = [
            {
              orderId: order.id,
              fromStatus: null,
              toStatus: 'pending',
              actor: customer.id,
              reason: 'Order placed',
              createdAt: new Date(placed),
            },
          ];
          const paymentFor = (state: 'COMPLETED' | 'FAILED', at: number) => {
            attempt += 1;
            return {
              orderId: order.id,
              merchantOrderId: `LPDEMO${String(attempt).padStart(6, '0')}`,
              provider: 'sandbox',
              amountPaise: pkg.price * 100,
              state,
              paymentMode:
                state === 'COMPLETED'
                  ? method === 'Card'
                    ? 'CARD'
                    : method === 'UPI'
                      ? 'UPI_QR'
                      : 'NET_BANKING'
                  : null,
              lastCheckedAt: new Date(at),
              expiresAt: new Date(at + 20 * 60 * 1000),
              createdAt: new Date(at - 60 * 1000),
              updatedAt: new Date(at),
            } satisfies typeof payments.$inferInsert;
          };
          const attempts: (typeof payments.$inferInsert)[] = [];
          if (isAwaitingPayment(status) && next() < 0.5) {
            attempts.push(paymentFor('FAILED', placed + 5 * 60 * 1000));
            events.push({
              orderId: order.id,
              fromStatus: 'pending',
              toStatus: 'pending',
              actor: 'provider',
              reason: `Payment ${attempts.at(-1)?.merchantOrderId} failed or was cancelled`,
              createdAt: new Date(placed + 5 * 60 * 1000),
            });
          }
          if (paidAt) {
            const payment = paymentFor('COMPLETED', paidAt);
            attempts.push(payment);
            events.push({
              orderId: order.id,
              fromStatus: 'pending',
              toStatus: 'in-progress',
              actor: 'provider',
              reason: `Payment of ${formatInr(pkg.price)} received by ${method} (${payment.merchantOrderId})`,
              createdAt: new Date(paidAt),
            });
          }
          if (status === 'completed') {
            events.push({
              orderId: order.id,
              fromStatus: 'in-progress',
              toStatus: 'completed',
              actor: admin.id,
              reason: `Launch delivered to ${city}`,
              createdAt: new Date(placed + 12 * DAY),
            });
          }
          if (status === 'cancelled') {
            events.push({
              orderId: order.id,
              fromStatus: paidAt ? 'in-progress' : 'pending',
              toStatus: 'cancelled',
              actor: admin.id,
              reason: paidAt
                ? 'Cancelled at the customer’s request; refund initiated'
                : 'No payment after 14 days',
              createdAt: new Date(placed + 2 * DAY),
            });
          }
          if (notes) {
            events.push({
              orderId: order.id,
              fromStatus: status,
              toStatus: status,
              actor: admin.id,
              reason: 'Notes updated',
              createdAt: new Date(placed + 3 * DAY),
            });
          }
          if (attempts.length > 0) await tx.insert(payments).values(attempts);
          await tx.insert(orderEvents).values(events);
          counts.payments += attempts.length;
          counts.events += events.length;
        }
      }

      for (const [index, [subject, service, message]] of enquiries.entries()) {
        const [name] = pick(customers);
        const sent = now - (index * 2 + 1) * DAY - next() * DAY;
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
        counts.messages += 1;
      }
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

try {
  await main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
