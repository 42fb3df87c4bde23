import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = import.meta.dirname;
const biomeConfig = path.join(modulesDir, '../../../../biome.json');

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

/** The overrides of biome.json that keep modules out of each other's files, with their group. */
function boundaryRules(): { includes: string[]; group: string[] }[] {
  const config = JSON.parse(readFileSync(biomeConfig, 'utf8')) as { overrides: Override[] };
  return config.overrides.flatMap((override) =>
    (override.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [])
      .filter((pattern) => pattern.message?.includes('only through its index.ts'))
      .map((pattern) => ({ includes: override.includes, group: pattern.group })),
  );
}

const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the module boundary rule', () => {
  it('covers every file under modules/: the files that may not use Drizzle, and repositories and tests', () => {
    const rules = boundaryRules();
    expect(rules.map((rule) => rule.includes)).toEqual([
      ['apps/server/src/modules/**', '!apps/server/src/**/*.repository.ts', '!apps/server/src/**/*.test.ts'],
      ['apps/server/src/modules/**/*.repository.ts', 'apps/server/src/modules/**/*.test.ts'],
    ]);
  });

  it('names every module folder, refusing its files and letting its index.ts through', () => {
    expect(moduleNames.length).toBeGreaterThan(10);
    for (const rule of boundaryRules()) {
      const expected = moduleNames.flatMap((name) => [`**/${name}/**`, `!**/${name}/index.ts`]);
      expect([...rule.group].sort()).toEqual(expected.sort());
    }
  });
});
