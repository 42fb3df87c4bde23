import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README gives a newcomer two commands; CI must run the very command that tests, so that it
// sees what a newcomer sees.

const root = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The single command of the sh block under a README heading. */
function commandUnder(heading: string): string {
  const section = readme.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  const block = section && /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  const lines = block?.trim().split('\n') ?? [];
  expect(lines, `one command under "## ${heading}"`).toHaveLength(1);
  return lines[0] as string;
}

describe('the README and CI', () => {
  it('gives one command to install and start, and one to test', () => {
    expect(commandUnder('Run it')).toBe('npm install && npm start');
    expect(commandUnder('Test it')).toBe('npm test');
  });

  it("has CI end with the README's test command, after its checks", () => {
    const ci = readFileSync(path.join(root, '.ci/run'), 'utf8');
    const commands = ci
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('export '));
    expect(commands.at(-1)).toBe(commandUnder('Test it'));
  });
});
