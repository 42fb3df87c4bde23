import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's tables: one file each under db/schema/ (db/schema.ts re-exports them for the code).
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
