export * from './auth.ts';
export * from './catalogue.ts';
export * from './contact-info.ts';
export * from './errors.ts';
export * from './format.ts';
export * from './health.ts';
export * from './orders.ts';
export * from './routes.ts';
