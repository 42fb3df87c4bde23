import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every relative link of the README, the docs and the benchmark notes leads to a file that exists,
// and a link to a section (`page.md#section`) to a heading of that page, as GitHub names it.

const root = path.resolve(import.meta.dirname, '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return name.endsWith('.md') ? [file] : [];
  });
}

const pages = [
  path.join(root, 'README.md'),
  ...markdownFiles(path.join(root, 'docs')),
  ...markdownFiles(path.join(root, 'bench')),
];

/** The text outside fenced code blocks, where a link is a link. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

/** GitHub's anchor of a heading: lower case, formatting and punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug(match[1] ?? '');
    const count = seen.get(base) ?? 0;
    anchors.add(count === 0 ? base : `${base}-${count}`);
    seen.set(base, count + 1);
  }
  return anchors;
}

describe('links between the docs', () => {
  it.each(pages.map((file) => [path.relative(root, file), file]))(
    '%s links only to what exists',
    (_name, file) => {
      const broken: string[] = [];
      for (const match of prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
        const link = match[1] ?? '';
        if (/^[a-z][a-z+.-]*:/i.test(link)) continue;
        const [target = '', fragment] = link.split('#');
        const resolved = target ? path.resolve(path.dirname(file), decodeURI(target)) : file;
        if (!existsSync(resolved)) {
          broken.push(`${link} (no such file)`);
          continue;
        }
        if (fragment && statSync(resolved).isFile() && !anchorsOf(resolved).has(fragment)) {
          broken.push(`${link} (no such heading)`);
        }
      }
      expect(broken).toEqual([]);
    },
  );
});
