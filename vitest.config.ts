import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const serverInt = ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'];

/**
 * Integration test files that replace one of the server's modules (`vi.mock`): the replacement
 * only reaches a module graph loaded after it, so each of these runs in a fresh one.
 */
const moduleReplacingTests = '**/*.isolated.int.test.ts';

/**
 * The server's integration tests on one database driver, as two projects. Most files share the
 * loaded modules of their worker (no isolation): loading the server's modules again for each file
 * took about two fifths of the tier's time. The files that replace a module run isolated.
 */
function integrationProjects(
  driver: 'pglite' | 'postgres',
  { exclude, globalSetup }: { exclude: string[]; globalSetup: string[] },
) {
  const shared = {
    environment: 'node' as const,
    env: { TEST_DB_DRIVER: driver },
    globalSetup,
    // Opening a fresh embedded database takes 20 s or more when both cores are busy, and a test
    // may open one of its own (an app with other settings), so a test gets the same bound as a
    // hook: it only stops a hang, never measures speed.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // expect.poll's own 1 s is a quiet machine's; like waitFor's, its bound only tells a hang.
    expect: { poll: { timeout: 150_000 } },
  };
  return [
    {
      test: {
        ...shared,
        name: `int-${driver}`,
        include: serverInt,
        exclude: [...exclude, moduleReplacingTests, '**/node_modules/**'],
        isolate: false,
      },
    },
    {
      test: {
        ...shared,
        name: `int-${driver}-isolated`,
        include: [moduleReplacingTests],
        exclude: [...exclude, '**/node_modules/**'],
        isolate: true,
      },
    },
  ];
}

// Node 25 and later have a `localStorage` of their own on the global object, on by default, which
// hides jsdom's from the web tests (every read of it fails). Node 22.4 and later know the switch
// that turns it off; Node 20 does not, and has no such global.
const nodeMajor = Number(process.versions.node.split('.')[0]);
const nodeWebStorageOff = nodeMajor >= 22 ? ['--no-experimental-webstorage'] : [];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores. The integration tests spend much of their
    // time waiting for a database or a socket, so on a two-core machine one worker left a core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Generous: on a busy shared machine a pure test may wait seconds for a core.
          testTimeout: 30_000,
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'unit-web',
          environment: 'jsdom',
          // Rendering whole screens in jsdom takes seconds when the machine is busy.
          testTimeout: 30_000,
          // Built by the web app's `islands()` plugin; unit tests run the whole app, as without islands.
          alias: {
            'virtual:launchpad/islands-assets': path.resolve(
              import.meta.dirname,
              'apps/web/test/no-islands.ts',
            ),
          },
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.*', '**/node_modules/**'],
          setupFiles: ['apps/web/test/setup.ts'],
          execArgv: nodeWebStorageOff,
        },
      },
      ...integrationProjects('pglite', {
        // Faults of a networked database (outages, several processes) need PostgreSQL.
        exclude: ['**/*.pg.int.test.ts'],
        // Each test file's database starts from one copy migrated once a run.
        globalSetup: ['apps/server/test/migrated-pglite.ts'],
      }),
      ...(process.env.TEST_DATABASE_URL
        ? integrationProjects('postgres', {
            // Tests of the embedded database itself, tests that open none of the app's databases
            // (a client against a fake host on a port, Redis), and tests of what no database
            // changes (the API document), run once, with PGlite.
            exclude: ['**/*.pglite.int.test.ts', '**/*.nodb.int.test.ts', '**/*.once.int.test.ts'],
            globalSetup: ['apps/server/test/migrated-postgres.ts'],
          })
        : []),
    ],
  },
});
