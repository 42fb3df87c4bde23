import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';

try {
  const config = loadConfig();
  const database = openDatabase(config.database);
  const { applied, total } = await database.migrate();
  await database.close();
  console.log(
    applied.length > 0
      ? `Migrations applied (${config.database.driver}): ${applied.join(', ')}; ${total} in all.`
      : `The database schema is up to date (${config.database.driver}, ${total} migrations).`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
