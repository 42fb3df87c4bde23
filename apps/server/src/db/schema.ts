/**
 * The database schema, one file per module under `schema/`: import tables and row types from here.
 * drizzle-kit reads the files of `schema/` themselves (drizzle.config.ts).
 */
export * from './schema/billing.ts';
export * from './schema/contact.ts';
export * from './schema/conversations.ts';
export * from './schema/fulfilment.ts';
export * from './schema/grievances.ts';
export * from './schema/mail.ts';
export * from './schema/orders.ts';
export * from './schema/payments.ts';
export * from './schema/privacy.ts';
export * from './schema/staff-actions.ts';
export * from './schema/totals.ts';
export * from './schema/two-factor.ts';
export * from './schema/users.ts';
