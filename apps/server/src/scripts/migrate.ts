import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';

try {
  const config = loadConfig();
  const database = openDatabase(config.database);
  await database.migrate();
  await database.close();
  console.log(`Migrations applied (${config.database.driver}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
