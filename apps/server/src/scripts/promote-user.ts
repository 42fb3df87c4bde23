import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { createMemoryRateLimiter } from '../lib/rate-limiter.ts';
import { createTokenService } from '../lib/tokens.ts';
import { createAccountTokensRepository } from '../modules/auth/account-tokens.repository.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { createSessionsRepository } from '../modules/auth/sessions.repository.ts';
import { createSignInsRepository } from '../modules/auth/sign-ins.repository.ts';
import { createUsersRepository } from '../modules/auth/users.repository.ts';
import { createMailOutbox } from '../modules/mail/outbox.ts';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run user:promote -- EMAIL');
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = openDatabase(config.database);
  await database.migrate();
  const rateLimiter = createMemoryRateLimiter();
  const auth = createAuthService({
    usersRepo: createUsersRepository(database.db),
    sessionsRepo: createSessionsRepository(database.db),
    signInsRepo: createSignInsRepository(database.db),
    tokens: createTokenService(config.jwtSecret),
    rateLimiter,
    rateLimits: config.rateLimits,
    mail: createMailOutbox({ adminNotifyEmail: undefined }),
    tokensRepo: createAccountTokensRepository(database.db),
  });
  const user = await auth.promote(email);
  console.log(`${user.email} is now an administrator.`);
  await rateLimiter.close();
  await database.close();
} catch (error) {
  if (error instanceof ConfigError || error instanceof AppError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
