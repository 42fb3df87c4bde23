// Fails when a source file grows past MAX_LINES: a unit holds one use case, and a file that long
// holds several. Content (catalogue copy, legal text) and generated files are exceptions, each
// listed below with its reason. Tests are not counted.
//
// To cover more of the repository, add its source folder to SCOPES (and any file over the limit it
// still has to STILL_TO_SPLIT, until it is split).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const MAX_LINES = 300;
const root = path.resolve(import.meta.dirname, '..');

/** The folders whose source files are held to the limit. */
const SCOPES = ['apps/server/src', 'packages/shared/src', 'apps/web/app'];

/** Source files, not tests. */
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.test\.(ts|tsx)$/;

/** Content and generated files, allowed any length. */
const CONTENT = new Map([
  ['packages/shared/src/services.ts', 'catalogue copy: the service cards of every package'],
  [
    'packages/shared/src/fulfilment-plans.ts',
    'catalogue copy: each package’s launch plan, milestone by milestone',
  ],
]);

/**
 * Files over the limit that are still to be split by use case. The list only shrinks: a listed file
 * that is back under the limit (or gone) fails the check until it is removed from here.
 */
const STILL_TO_SPLIT = new Set([]);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) yield full;
  }
}

function lineCount(file) {
  const text = readFileSync(file, 'utf8');
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

const problems = [];
const seen = new Set();
for (const scope of SCOPES) {
  for (const file of sourceFiles(path.join(root, scope))) {
    const name = path.relative(root, file).split(path.sep).join('/');
    seen.add(name);
    const lines = lineCount(file);
    if (lines <= MAX_LINES || CONTENT.has(name)) {
      if (STILL_TO_SPLIT.has(name)) {
        problems.push(`${name}: ${lines} lines, within the limit now: remove it from STILL_TO_SPLIT`);
      }
      continue;
    }
    if (!STILL_TO_SPLIT.has(name)) {
      problems.push(`${name}: ${lines} lines, over ${MAX_LINES}: split it by use case`);
    }
  }
}
for (const name of STILL_TO_SPLIT) {
  if (!seen.has(name) && statSync(path.join(root, name), { throwIfNoEntry: false }) === undefined) {
    problems.push(`${name}: no longer exists: remove it from STILL_TO_SPLIT`);
  }
}

if (problems.length > 0) {
  console.error(`Source files over ${MAX_LINES} lines (scripts/check-file-sizes.mjs):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `File sizes: the source files of ${SCOPES.join(', ')} are within ${MAX_LINES} lines, but ${CONTENT.size} content files and ${STILL_TO_SPLIT.size} still to split.`,
);
