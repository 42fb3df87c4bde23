import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { createAdminPromotion } from '../modules/auth/index.ts';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run user:promote -- EMAIL');
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = openDatabase(config.database);
  await database.migrate();
  const admins = createAdminPromotion(database.db);
  const user = await admins.promote(email);
  console.log(`${user.email} is now an owner; their sessions have ended, so they sign in again.`);
  await database.close();
} catch (error) {
  if (error instanceof ConfigError || error instanceof AppError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
