import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './lib/repo-files.mjs';

// Every date the product takes or shows is a day in India (docs/testing.md). Today's date read off
// an ISO timestamp is UTC's, the day before from 00:00 to 05:30 IST: a test that typed it into a
// form was refused at those hours only, and a file named by it carried yesterday's date. Today is
// `indiaDate(new Date())` in the code and `indiaToday()` in the end-to-end specs.

const root = path.resolve(import.meta.dirname, '..');
const utcToday = /new Date\((Date\.now\(\)[^)]*)?\)\.toISOString\(\)\.(slice\(0,\s*10\)|split\(['"]T['"]\))/;

describe('today', () => {
  it('is never read off a UTC timestamp, in the product or its tests', () => {
    const found = ['apps', 'packages', 'e2e', 'scripts', 'bench'].flatMap((top) =>
      filesUnder(path.join(root, top), /\.(ts|tsx|mjs)$/).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            utcToday.test(line) ? [`${path.relative(root, file)}:${index + 1}`] : [],
          ),
      ),
    );
    expect(found).toEqual([]);
  });

  it('is found when written as UTC’s, with or without an offset added by hand', () => {
    const probes = ['Date()', 'Date(Date.now())', 'Date(Date.now() + 5.5 * 3600 * 1000)'].map(
      (call) => `const day = new ${call}.toISOString().slice(0, 10);`,
    );
    expect(probes.filter((line) => utcToday.test(line))).toEqual(probes);
    expect(utcToday.test('const day = indiaDate(new Date());')).toBe(false);
  });
});
