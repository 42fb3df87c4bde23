// Fails when a source file grows past MAX_LINES, or a function reaches FUNCTION_LIMIT physical
// lines: a unit holds one use case, and a file or a function that long holds several. Content
// (catalogue copy, legal text) and generated files are exceptions, each listed in CONTENT with its
// reason. Tests are not counted.
//
// Functions are measured on the TypeScript syntax tree from their first line to their last,
// comments and JSX included (scripts/lib/source-sizes.mjs). Biome's noExcessiveLinesPerFunction
// stays on as the editor's hint, but it skips comments and JSX children, so this check decides.
//
// To cover more of the repository, add its source folder to SCOPES (and any file or function over
// the limit it still has to STILL_TO_SPLIT or FUNCTIONS_STILL_TO_SPLIT, until it is split).
import path from 'node:path';
import { checkSources } from './lib/source-sizes.mjs';

const MAX_LINES = 300;
/** A function of this many physical lines or more fails. */
const FUNCTION_LIMIT = 80;
const root = path.resolve(import.meta.dirname, '..');

/** The folders whose source files are held to the limits. */
const SCOPES = ['apps/server/src', 'packages/shared/src', 'apps/web/app'];

/**
 * Content and generated files, allowed any length, file and functions both. Only content belongs
 * here (copy, legal text, data that people write rather than code that runs), each with its reason.
 */
const CONTENT = new Map([
  ['packages/shared/src/services.ts', 'catalogue copy: the service cards of every package'],
  [
    'packages/shared/src/fulfilment-templates.ts',
    'catalogue copy: each package’s launch plan, milestone by milestone, and the documents it needs',
  ],
]);

/**
 * Files over the limit that are still to be split by use case. The list only shrinks: a listed file
 * that is back under the limit (or gone) fails the check until it is removed from here.
 */
const STILL_TO_SPLIT = new Set([]);

/**
 * Functions of FUNCTION_LIMIT lines or more that are still to be split, by file and function name.
 * Temporary, and it only shrinks: a listed function that is back under the limit (or gone) fails the
 * check until it is removed from here.
 */
const FUNCTIONS_STILL_TO_SPLIT = new Map();

const problems = checkSources({
  root,
  scopes: SCOPES,
  maxFileLines: MAX_LINES,
  functionLimit: FUNCTION_LIMIT,
  content: CONTENT,
  filesStillToSplit: STILL_TO_SPLIT,
  functionsStillToSplit: FUNCTIONS_STILL_TO_SPLIT,
});

if (problems.length > 0) {
  console.error(
    `Source files over ${MAX_LINES} lines or functions of ${FUNCTION_LIMIT} lines or more (scripts/check-file-sizes.mjs):`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
const stillToSplit = [...FUNCTIONS_STILL_TO_SPLIT.values()].reduce((sum, names) => sum + names.size, 0);
console.log(
  `File sizes: the source files of ${SCOPES.join(', ')} are within ${MAX_LINES} lines and their functions under ${FUNCTION_LIMIT}, but ${CONTENT.size} content files, ${STILL_TO_SPLIT.size} files and ${stillToSplit} functions still to split.`,
);
