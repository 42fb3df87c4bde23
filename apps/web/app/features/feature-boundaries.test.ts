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
