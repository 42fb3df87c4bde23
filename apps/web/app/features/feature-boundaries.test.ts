import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = import.meta.dirname;
const biomeConfig = path.join(featuresDir, '../../../../biome.json');

interface Override {
  includes: string[];
}

/** How many folders below its feature's folder each feature file sits: 1 for `features/x/a.ts`. */
function depthsInUse(): Set<number> {
  const files = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  );
  return new Set(files.map((file) => file.split(path.sep).length - 1).filter((depth) => depth > 0));
}

// biome.json keeps features apart with one rule per folder depth (no feature is named in it): from
// a file d folders down, "../" d times leads to app/features/, so that is where another feature
// starts. A file deeper than the rules reach would go unchecked.
describe('the rules that keep web features apart', () => {
  it('cover every folder depth a feature file sits at, for code and for tests', () => {
    const overrides = (JSON.parse(readFileSync(biomeConfig, 'utf8')) as { overrides: Override[] }).overrides;
    const globs = new Set(overrides.flatMap((override) => override.includes));
    for (const depth of depthsInUse()) {
      const folder = `apps/web/app/features/${Array(depth).fill('*').join('/')}`;
      expect(globs, `no rule for files ${depth} folder(s) down a feature`).toContain(`${folder}/*`);
      expect(globs).toContain(`${folder}/*.test.tsx`);
    }
  });
});

const appDir = path.join(featuresDir, '..');

/**
 * Imports from one feature into another that are allowed, as `from-feature -> to-feature/file`.
 * None: features meet in app/routes/ (the admin console composes its tabs' panels there), and what
 * two features share lives in components/ or lib/.
 */
const allowedCrossFeatureImports: readonly string[] = [];

/** The relative modules a file imports, resolved from the app folder, type-only imports included. */
function relativeImports(file: string): string[] {
  const text = readFileSync(path.join(featuresDir, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+|vi\.mock\(\s*)'(\.{1,2}\/[^']+)'/g),
  ];
  return specifiers.map((match) =>
    path
      .relative(appDir, path.resolve(featuresDir, path.dirname(file), match[1] ?? ''))
      .split(path.sep)
      .join('/'),
  );
}

describe('web features', () => {
  const files = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && file.includes(path.sep),
  );

  it('import no other feature, beyond the imports listed as allowed', () => {
    const crossings = files.flatMap((file) => {
      const feature = file.split(path.sep)[0];
      return relativeImports(file)
        .filter((target) => target.startsWith('features/') && target.split('/')[1] !== feature)
        .map((target) => `${feature} -> ${target.slice('features/'.length)}`)
        .filter((crossing) => !allowedCrossFeatureImports.includes(crossing))
        .map((crossing) => `${file}: ${crossing}`);
    });
    expect(crossings).toEqual([]);
  });

  it('import no route outside their tests', () => {
    const intoRoutes = files
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        relativeImports(file)
          .filter((target) => /^routes(\/|\.ts$)/.test(target))
          .map((target) => `${file}: ${target}`),
      );
    expect(intoRoutes).toEqual([]);
  });
});
