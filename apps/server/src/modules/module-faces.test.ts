import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Database } from '../db/client.ts';
import type { AccountStandingWrites, AuthModule, UserReads } from './auth/index.ts';
import { createUserReads } from './auth/index.ts';
import { createMailOutbox } from './mail/index.ts';
import type { OrderReads, OrdersModule, OrderWrites } from './orders/index.ts';
import { createOrderFaces, createOrdersModule } from './orders/index.ts';

/**
 * A database that answers every call with itself: enough for a repository's factory, which only
 * builds (and prepares) its statements, and for a face, which only picks the repository's methods.
 */
function inertDatabase(): Pick<Database, 'db' | 'reads'> {
  const inert: object = new Proxy(() => undefined, { get: () => inert, apply: () => inert });
  return { db: inert, reads: inert } as unknown as Pick<Database, 'db' | 'reads'>;
}

/** Names that say a method writes; a read face has none of them. */
const writingVerb =
  /^(set|append|record|save|insert|update|delete|move|transition|open|unname|notify|retire|change|mark|take|promote)/;

describe('the faces modules hand one another', () => {
  it('gives the orders read face exactly its reads', () => {
    const { reads, writes } = createOrderFaces(inertDatabase());
    expect(Object.keys(reads).sort()).toEqual([
      'findById',
      'listByUser',
      'listChangesAfter',
      'listEvents',
      'listRecentEventsByUser',
      'lockById',
      'lockForChange',
    ]);
    for (const name of Object.keys(reads)) {
      expect(name).not.toMatch(writingVerb);
      expect(Object.keys(writes)).not.toContain(name);
    }
    expectTypeOf<Extract<keyof OrderReads, keyof OrderWrites>>().toEqualTypeOf<never>();
  });

  it('names every write of an order by its use case, and none of them moves its status', () => {
    const { writes } = createOrderFaces(inertDatabase());
    expect(Object.keys(writes).sort()).toEqual([
      'appendNote',
      'notifyChange',
      'openPendingOrder',
      'recordBilling',
      'saveTrack',
      'setCancellationRequested',
      'setLaunch',
      'setNotes',
      'unnameFileForCustomer',
    ]);
    expectTypeOf<OrderWrites>().not.toHaveProperty('transition');
    expectTypeOf<OrderWrites>().not.toHaveProperty('appendEvent');
  });

  it('gives the users read face exactly its reads', () => {
    const reads = createUserReads(inertDatabase().db);
    expect(Object.keys(reads).sort()).toEqual(['contactsByIds', 'findByEmail', 'findById']);
    for (const name of Object.keys(reads)) expect(name).not.toMatch(writingVerb);
    expectTypeOf<Extract<keyof UserReads, keyof AccountStandingWrites>>().toEqualTypeOf<never>();
  });

  it('hands out no orders or users repository from the modules', () => {
    const orders = createOrdersModule({ database: inertDatabase() } as never, {
      mail: { outbox: createMailOutbox({ adminNotifyEmail: undefined }) },
      auth: { users: createUserReads(inertDatabase().db) },
      readFacts: async () => ({ paid: false, fullyRefunded: false }),
    });
    expect(Object.keys(orders).sort()).toEqual(['notices', 'reads', 'routes', 'transitions', 'writes']);
    expectTypeOf<OrdersModule>().not.toHaveProperty('repo');
    expectTypeOf<AuthModule>().not.toHaveProperty('usersRepo');
    expectTypeOf<AuthModule['users']>().toEqualTypeOf<UserReads>();
  });
});
