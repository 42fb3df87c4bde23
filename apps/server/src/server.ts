import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config/env.ts';
import { siteUrlMismatch } from './lib/built-site-url.ts';

function defaultWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // dist/server.js and src/server.ts both sit two levels below apps/.
  const candidate = path.resolve(here, '../../web/build/client');
  return existsSync(candidate) ? candidate : undefined;
}

class PortInUseError extends Error {
  constructor(port: number) {
    super(`Port ${port} is already in use: stop whatever is listening on it, or set PORT to a free port.`);
  }
}

function isAddressInUse(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
}

/**
 * Fails before the database is opened when the port is taken: most often a second start of the
 * same checkout, whose embedded database must not be opened by two processes.
 */
async function ensurePortIsFree(port: number, host: string): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error) => reject(isAddressInUse(error) ? new PortInUseError(port) : error));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
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
  await ensurePortIsFree(config.port, config.host);

  // Loaded once the configuration is known to be valid, so a bad one is reported at once.
  const { buildApp } = await import('./app.ts');
  const app = await buildApp(config, {
    logger: { level: config.logLevel },
  });
  app.server.keepAliveTimeout = 72_000;
  app.server.headersTimeout = 75_000;
  app.server.requestTimeout = 30_000;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Not ready first, still serving: the proxy or load balancer stops sending new requests while
    // this instance answers what it gets; then it stops listening and finishes what is in flight.
    app.readiness.startDraining();
    app.log.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down: not ready, draining');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownDelayMs + 10_000);
    force.unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Taken between the check above and now.
    if (!isAddressInUse(error)) throw error;
    await app.close();
    throw new PortInUseError(config.port);
  }
  const database = config.database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`Launchpad is serving ${config.publicUrl} (database: ${database})`);
  if (!config.webDistDir) app.log.warn('The web app is not built: only /api is served. Run npm run build.');
  const mismatch = siteUrlMismatch(config.webDistDir, config.publicUrl);
  // In production the public pages then point search engines elsewhere; in development the build's
  // default address is expected.
  if (mismatch) app.log[config.env === 'production' ? 'warn' : 'info'](mismatch);
}

main().catch((error: unknown) => {
  console.error(error instanceof PortInUseError ? error.message : error);
  process.exit(1);
});
