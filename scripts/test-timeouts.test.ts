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

/** Every `timeout: <number>` below the end-to-end bound outside a toPass try, as "file:line". */
function shortE2eBounds(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'timeout' &&
      ts.isNumericLiteral(node.initializer) &&
      Number(node.initializer.text.replaceAll('_', '')) < E2E_EXPECT_BOUND_MS &&
      !insideToPass(node)
    )
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
});
