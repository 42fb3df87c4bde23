import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './lib/repo-files.mjs';

// Each tier's timeout (vitest.config.ts) only stops a hang: it is set for a busy two-core machine.
// A test file that gives a test or hook a shorter bound of its own makes the suite depend on how
// busy the machine is, which is how a newcomer's first `npm test` once failed. The end-to-end
// checks likewise wait the configured bound (playwright.config.ts), except a try inside
// `expect(...).toPass(...)`, which is tried again until the poll's own bound.

const root = path.resolve(import.meta.dirname, '..');
const INTEGRATION_BOUND_MS = 180_000;
const UNIT_BOUND_MS = 30_000;
const E2E_EXPECT_BOUND_MS = 60_000;
/** playwright.config.ts's `timeout`: a journey may only lengthen it (`test.setTimeout`). */
const E2E_TEST_BOUND_MS = 300_000;

/** The bounds a file gives its tests and hooks: `}, 60_000);` after a callback, or `{ timeout: … }`. */
function explicitBounds(source: string): number[] {
  const closing = [...source.matchAll(/^\s*\},\s*([\d_]+)\s*\);?\s*$/gm)];
  const options = [...source.matchAll(/\btimeout:\s*([\d_]+)/g)];
  return [...closing, ...options].map((match) => Number((match[1] as string).replaceAll('_', '')));
}

/** Whether the node lies inside the callback of `expect(callback).toPass(...)`. */
function insideToPass(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    const call = at.parent;
    if (
      (ts.isArrowFunction(at) || ts.isFunctionExpression(at)) &&
      call &&
      ts.isCallExpression(call) &&
      ts.isPropertyAccessExpression(call.parent) &&
      call.parent.name.text === 'toPass'
    )
      return true;
  }
  return false;
}

const milliseconds = (literal: ts.NumericLiteral) => Number(literal.text.replaceAll('_', ''));

/** Whether the node is `test.setTimeout(<number>)` with less than the configured test timeout. */
function shortensTheTest(node: ts.Node): boolean {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  const [first] = node.arguments;
  return (
    node.expression.name.text === 'setTimeout' &&
    node.expression.expression.getText() === 'test' &&
    first !== undefined &&
    ts.isNumericLiteral(first) &&
    milliseconds(first) < E2E_TEST_BOUND_MS
  );
}

/**
 * Every `timeout: <number>` below the end-to-end check's bound outside a toPass try, and every
 * `test.setTimeout(<number>)` below the test's, as "file:line".
 */
function shortE2eBounds(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const shortCheck =
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'timeout' &&
      ts.isNumericLiteral(node.initializer) &&
      milliseconds(node.initializer) < E2E_EXPECT_BOUND_MS &&
      !insideToPass(node);
    if (shortCheck || shortensTheTest(node))
      found.push(`${name}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('test timeouts', () => {
  it('are never shorter than their tier’s bound', () => {
    const tooShort = ['apps', 'packages', 'scripts'].flatMap((top) =>
      filesUnder(path.join(root, top), /\.test\.tsx?$/).flatMap((file) => {
        const bound = file.endsWith('.int.test.ts') ? INTEGRATION_BOUND_MS : UNIT_BOUND_MS;
        return explicitBounds(readFileSync(file, 'utf8'))
          .filter((ms) => ms < bound)
          .map((ms) => `${path.relative(root, file)}: ${ms} ms`);
      }),
    );
    expect(tooShort).toEqual([]);
  });

  it('of the end-to-end checks are never shorter than the configured one, outside a toPass try', () => {
    const e2eDir = path.join(root, 'e2e');
    const specs = readdirSync(e2eDir).filter((name) => name.endsWith('.ts'));
    expect(specs.length).toBeGreaterThan(10);
    const found = specs.flatMap((name) =>
      shortE2eBounds(name, readFileSync(path.join(e2eDir, name), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('are found in an end-to-end check that bounds its own wait, and let a try inside toPass be short', () => {
    const short = 15_000;
    const spec = [
      `await expect(page.getByText('Paid')).toBeVisible({ timeout: ${short} });`,
      'await expect(async () => {',
      `  await expect(page.getByText('Paid')).toBeVisible({ timeout: ${short} });`,
      `}).toPass({ timeout: ${short * 6} });`,
    ].join('\n');
    expect(shortE2eBounds('probe.spec.ts', spec)).toEqual(['probe.spec.ts:1']);
  });

  it('are found in a journey that shortens its test’s timeout, and not in one that lengthens it', () => {
    const spec = ['test.setTimeout(240_000);', 'test.setTimeout(480_000);'].join('\n');
    expect(shortE2eBounds('probe.spec.ts', spec)).toEqual(['probe.spec.ts:1']);
  });

  it('hold the test bound that playwright.config.ts sets', () => {
    const config = readFileSync(path.join(root, 'playwright.config.ts'), 'utf8');
    expect(config).toMatch(
      new RegExp(`^  timeout: ${E2E_TEST_BOUND_MS.toLocaleString('en').replaceAll(',', '_')},$`, 'm'),
    );
  });
});
