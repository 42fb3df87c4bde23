import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';

function defaultWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // dist/server.js and src/server.ts both sit two levels below apps/.
  const candidate = path.resolve(here, '../../web/build/client');
  return existsSync(candidate) ? candidate : undefined;
}

async function main() {
  // Settings may also come from a .env file in the working directory (see .env.example).
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  config.webDistDir ??= defaultWebDist();

  const app = await buildApp(config, {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  });
  app.server.keepAliveTimeout = 72_000;
  app.server.headersTimeout = 75_000;
  app.server.requestTimeout = 30_000;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const database = config.database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`Launchpad is serving ${config.publicUrl} (database: ${database})`);
  if (!config.webDistDir) app.log.warn('The web app is not built: only /api is served. Run npm run build.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
