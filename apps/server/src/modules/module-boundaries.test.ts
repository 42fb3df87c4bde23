import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = import.meta.dirname;
const repoRoot = path.join(modulesDir, '../../../..');
const biomeConfig = path.join(repoRoot, 'biome.json');

/**
 * The one exception outside modules/: the tests that stand in for PhonePe and the sandbox's payer
 * derive the sandbox's credentials and sign its webhooks as the payments module does.
 */
const outsideExceptionFiles = [
  'apps/server/test/payments.ts',
  'apps/server/test/phonepe-sdk-contract.int.test.ts',
];
const outsideExceptionTargets = ['payments/sandbox/sandbox-credentials.ts', 'payments/providers/phonepe.ts'];

interface ImportPattern {
  group: string[];
  message?: string;
}

interface Override {
  includes: string[];
  linter?: {
    rules?: { style?: { noRestrictedImports?: { options?: { patterns?: ImportPattern[] } } } };
  };
}

/** The overrides of biome.json that let a module be reached only through its index.ts, with their group. */
function boundaryRules(): { includes: string[]; group: string[] }[] {
  const config = JSON.parse(readFileSync(biomeConfig, 'utf8')) as { overrides: Override[] };
  return config.overrides.flatMap((override) =>
    (override.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [])
      .filter((pattern) => pattern.message?.includes('only through its index.ts'))
      .map((pattern) => ({ includes: override.includes, group: pattern.group })),
  );
}

/** Every TypeScript file under a folder, tests included, as paths relative to the repository. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
}

/** The files a source file imports by a relative path, resolved against the repository. */
function relativeImports(file: string): string[] {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(([, specifier]) =>
    path.join(path.dirname(file), specifier ?? ''),
  );
}

/** The module a file under modules/ belongs to. */
const moduleOf = (file: string) => path.relative(modulesDir, path.join(repoRoot, file)).split(path.sep)[0];

const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the module boundary rule', () => {
  it('covers every file of the server: under modules/ and outside it, where Drizzle is refused and where not', () => {
    const rules = boundaryRules();
    expect(rules.map((rule) => rule.includes)).toEqual([
      [
        'apps/server/src/**',
        '!apps/server/src/modules/**',
        '!apps/server/src/db/**',
        '!apps/server/src/**/*.repository.ts',
        '!apps/server/src/**/*.test.ts',
        '!apps/server/src/scripts/**',
      ],
      [
        'apps/server/src/db/**',
        'apps/server/src/scripts/**',
        'apps/server/src/**/*.repository.ts',
        'apps/server/src/**/*.test.ts',
        'apps/server/test/**',
        '!apps/server/src/modules/**',
        ...outsideExceptionFiles.map((file) => `!${file}`),
      ],
      outsideExceptionFiles,
      ['apps/server/src/modules/**', '!apps/server/src/**/*.repository.ts', '!apps/server/src/**/*.test.ts'],
      ['apps/server/src/modules/**/*.repository.ts', 'apps/server/src/modules/**/*.test.ts'],
    ]);
  });

  it('names every module folder, refusing its files and letting its index.ts through', () => {
    expect(moduleNames.length).toBeGreaterThan(10);
    const insideRules = boundaryRules().filter((rule) =>
      rule.includes[0]?.startsWith('apps/server/src/modules/'),
    );
    expect(insideRules).toHaveLength(2);
    for (const rule of insideRules) {
      const expected = moduleNames.flatMap((name) => [`**/${name}/**`, `!**/${name}/index.ts`]);
      expect([...rule.group].sort()).toEqual(expected.sort());
    }
  });

  it('lets files outside modules/ reach a module only through its index.ts, but for the named exceptions', () => {
    const [plain, drizzleAllowed, excepted] = boundaryRules();
    const throughIndex = ['**/modules/*/**', '!**/modules/*/index.ts'];
    expect(plain?.group).toEqual(throughIndex);
    expect(drizzleAllowed?.group).toEqual(throughIndex);
    expect(excepted?.group).toEqual([
      ...throughIndex,
      ...outsideExceptionTargets.map((target) => `!**/modules/${target}`),
    ]);
  });

  it('names only exceptions that exist', () => {
    for (const file of outsideExceptionFiles) expect(existsSync(path.join(repoRoot, file))).toBe(true);
    for (const target of outsideExceptionTargets)
      expect(existsSync(path.join(modulesDir, target))).toBe(true);
  });
});

describe('what a module hands another', () => {
  const serverFiles = sourceFiles(path.join(repoRoot, 'apps/server'));
  const moduleFiles = sourceFiles(modulesDir);

  it('never lets a module import the repository file of another', () => {
    const crossings = moduleFiles.flatMap((file) =>
      relativeImports(file)
        .filter((target) => target.endsWith('.repository.ts') && moduleOf(target) !== moduleOf(file))
        .map((target) => `${file} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('re-exports neither the orders nor the users repository from any module index', () => {
    const indexes = moduleNames.map((name) => path.join(modulesDir, name, 'index.ts')).filter(existsSync);
    for (const index of indexes) {
      const text = readFileSync(index, 'utf8');
      const exported = [...text.matchAll(/export (?:type )?\{([^}]*)\}/g)]
        .map(([, names]) => names)
        .join(',');
      expect(exported, index).not.toMatch(
        /\b(create(Orders|Users)Repository|(Orders|Users)Repository|moveOrderStatus)\b/,
      );
    }
  });

  it('lets only the order transitions import the statement that changes an order status', () => {
    const importers = serverFiles.filter((file) =>
      relativeImports(file).some((target) => target.endsWith('orders/order-status.repository.ts')),
    );
    expect(importers).toEqual(['apps/server/src/modules/orders/order-transitions.ts']);
  });
});
