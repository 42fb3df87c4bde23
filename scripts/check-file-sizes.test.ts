import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSources, measureFunctions } from './lib/source-sizes.mjs';

// The checker behind scripts/check-file-sizes.mjs, run on a small tree of its own: a function is
// measured from its first physical line to its last, so markup and comments count.

const roots: string[] = [];

/** A tree with these files under `src/`, and the checker's verdict on it. */
function check(
  files: Record<string, string>,
  lists: { content?: string[]; functionsStillToSplit?: Record<string, string[]> } = {},
) {
  const root = mkdtempSync(path.join(tmpdir(), 'source-sizes-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'src', name)), { recursive: true });
    writeFileSync(path.join(root, 'src', name), text);
  }
  return checkSources({
    root,
    scopes: ['src'],
    maxFileLines: 300,
    functionLimit: 80,
    content: new Map((lists.content ?? []).map((name) => [`src/${name}`, 'copy'])),
    filesStillToSplit: new Set(),
    functionsStillToSplit: new Map(
      Object.entries(lists.functionsStillToSplit ?? {}).map(([name, fns]) => [`src/${name}`, new Set(fns)]),
    ),
  });
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A function of `lines` physical lines, one statement a line. */
function plainFunction(name: string, lines: number) {
  const body = Array.from({ length: lines - 2 }, (_, i) => `  total += ${i};`);
  return [`export function ${name}(total: number) {`, ...body, '}', ''].join('\n');
}

/** A component of `lines` physical lines, almost all of them JSX children and comments. */
function markupComponent(name: string, lines: number) {
  const rows = Array.from({ length: lines - 6 }, (_, i) =>
    i % 2 === 0 ? `      {/* Row ${i} */}` : `      <p>Paragraph ${i}</p>`,
  );
  return [
    `export function ${name}() {`,
    '  return (',
    '    <section>',
    ...rows,
    '    </section>',
    '  );',
    '}',
    '',
  ].join('\n');
}

describe('measureFunctions', () => {
  it('measures a function from its first line to its last, JSX and comments included', () => {
    const functions = measureFunctions('page.tsx', markupComponent('Page', 120));
    expect(functions).toEqual([{ name: 'Page', line: 1, lines: 120 }]);
  });

  it('names an arrow function by the variable it is assigned to, through a wrapping call', () => {
    const text = 'const plugin = wrap(async () => {\n  return 1;\n});\nconst Row = () => <tr />;\n';
    expect(measureFunctions('plugin.tsx', text).map((fn) => fn.name)).toEqual(['plugin', 'Row']);
  });
});

describe('checkSources', () => {
  it('passes a short function', () => {
    expect(check({ 'short.ts': plainFunction('short', 79) })).toEqual([]);
  });

  it('fails a function of 80 lines', () => {
    expect(check({ 'long.ts': plainFunction('long', 80) })).toEqual([
      expect.stringMatching(/^src\/long\.ts:1 long: 80 lines, 80 or more/),
    ]);
  });

  it('fails a component whose length is mostly JSX and comments', () => {
    expect(check({ 'page.tsx': markupComponent('Page', 100) })).toEqual([
      expect.stringMatching(/^src\/page\.tsx:1 Page: 100 lines/),
    ]);
  });

  it('fails a long method inside a short file’s object', () => {
    const body = Array.from({ length: 90 }, (_, i) => `    step(${i});`).join('\n');
    const text = `export const service = {\n  run() {\n${body}\n  },\n};\n`;
    expect(check({ 'service.ts': text })).toEqual([
      expect.stringMatching(/^src\/service\.ts:2 run: 92 lines/),
    ]);
  });

  it('leaves a listed content file alone', () => {
    expect(check({ 'copy.tsx': markupComponent('Copy', 120) }, { content: ['copy.tsx'] })).toEqual([]);
  });

  it('lets a function still to split stay long, and fails it once it is short', () => {
    const lists = { functionsStillToSplit: { 'long.ts': ['long'] } };
    expect(check({ 'long.ts': plainFunction('long', 100) }, lists)).toEqual([]);
    expect(check({ 'long.ts': plainFunction('long', 20) }, lists)).toEqual([
      expect.stringMatching(
        /^src\/long\.ts long: under 80 lines now .*remove it from FUNCTIONS_STILL_TO_SPLIT/,
      ),
    ]);
  });

  it('fails a file over 300 lines', () => {
    const text = Array.from({ length: 301 }, (_, i) => `export const line${i} = ${i};`).join('\n');
    expect(check({ 'big.ts': text })).toEqual([expect.stringMatching(/^src\/big\.ts: 301 lines, over 300/)]);
  });
});
