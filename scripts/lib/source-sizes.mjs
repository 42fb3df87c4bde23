// The measuring behind scripts/check-file-sizes.mjs: the lines of each source file, and the
// physical lines of each function in it, read from the TypeScript syntax tree. Biome's
// noExcessiveLinesPerFunction skips comment lines and does not count JSX children, so a component
// of 200 lines of markup passes it; here a function is measured from its first line to its last.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Source files, not tests. */
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.test\.(ts|tsx)$/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) yield full;
  }
}

function lineCount(text) {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function isFunction(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) ||
    ts.isConstructorDeclaration(node)
  );
}

/** Expressions a function may be wrapped in before it gets its name: `fp(async () => …)`, `(…) as T`. */
function isWrapper(node) {
  return (
    ts.isCallExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node)
  );
}

/**
 * The name a reader finds the function by: its own, the variable or property it is assigned to
 * (through calls such as `fp(…)` or `memo(…)`), or, for a callback, the call it is passed to.
 */
function functionName(node, sourceFile) {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return node.name.getText(sourceFile);
  let current = node;
  while (isWrapper(current.parent)) current = current.parent;
  const holder = current.parent;
  if (
    (ts.isVariableDeclaration(holder) ||
      ts.isPropertyAssignment(holder) ||
      ts.isPropertyDeclaration(holder)) &&
    holder.name
  ) {
    return holder.name.getText(sourceFile);
  }
  if (ts.isExportAssignment(holder)) return 'default';
  const call = node.parent;
  if (ts.isCallExpression(call)) {
    const callee = call.expression.getText(sourceFile).replace(/\s+/g, ' ');
    return `(callback of ${callee.length > 40 ? `${callee.slice(0, 40)}…` : callee})`;
  }
  return '(anonymous)';
}

/** Every function of a source text with its physical length, from its first line to its last. */
export function measureFunctions(fileName, text) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const functions = [];
  const visit = (node) => {
    if (isFunction(node)) {
      // getStart skips the comments before the function; its lines are the function's own.
      const first = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;
      const last = sourceFile.getLineAndCharacterOfPosition(node.getEnd()).line;
      functions.push({ name: functionName(node, sourceFile), line: first + 1, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return functions;
}

/**
 * The problems of the source files under `scopes` (folders relative to `root`):
 * - a file of more than `maxFileLines` lines, unless it is content or still to split;
 * - a function of `functionLimit` lines or more, unless its file is content or it is still to split
 *   (`functionsStillToSplit` maps a file to the names of its functions still to split);
 * - an entry of either list still-to-split that is within its limit now (or gone): the lists only shrink.
 */
export function checkSources({
  root,
  scopes,
  maxFileLines,
  functionLimit,
  content,
  filesStillToSplit,
  functionsStillToSplit,
}) {
  const problems = [];
  const seen = new Set();
  const longFunctionsSeen = new Set();
  for (const scope of scopes) {
    for (const file of sourceFiles(path.join(root, scope))) {
      const name = path.relative(root, file).split(path.sep).join('/');
      seen.add(name);
      const text = readFileSync(file, 'utf8');
      const lines = lineCount(text);
      if (lines <= maxFileLines || content.has(name)) {
        if (filesStillToSplit.has(name)) {
          problems.push(`${name}: ${lines} lines, within the limit now: remove it from STILL_TO_SPLIT`);
        }
      } else if (!filesStillToSplit.has(name)) {
        problems.push(`${name}: ${lines} lines, over ${maxFileLines}: split it by use case`);
      }
      if (content.has(name)) continue;
      const listed = functionsStillToSplit.get(name) ?? new Set();
      for (const fn of measureFunctions(name, text)) {
        if (fn.lines < functionLimit) continue;
        if (listed.has(fn.name)) {
          longFunctionsSeen.add(`${name} ${fn.name}`);
          continue;
        }
        problems.push(
          `${name}:${fn.line} ${fn.name}: ${fn.lines} lines, ${functionLimit} or more: split it (a hook, sub-components, use-case units, or content in a data module)`,
        );
      }
    }
  }
  for (const name of filesStillToSplit) {
    if (!seen.has(name) && statSync(path.join(root, name), { throwIfNoEntry: false }) === undefined) {
      problems.push(`${name}: no longer exists: remove it from STILL_TO_SPLIT`);
    }
  }
  for (const [name, functions] of functionsStillToSplit) {
    for (const fn of functions) {
      if (!longFunctionsSeen.has(`${name} ${fn}`)) {
        problems.push(
          `${name} ${fn}: under ${functionLimit} lines now (or gone): remove it from FUNCTIONS_STILL_TO_SPLIT`,
        );
      }
    }
  }
  return problems;
}
