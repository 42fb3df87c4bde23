import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryOf } from './multipart-uploads.ts';

const sourceRoot = path.join(import.meta.dirname, '..');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield full;
  }
}

describe('multipart uploads', () => {
  it('read the boundary parameter, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc123')).toBe('abc123');
    expect(boundaryOf('multipart/form-data; charset=utf-8; BOUNDARY="a b:c"')).toBe('a b:c');
    expect(boundaryOf('multipart/form-data; boundary=')).toBe('');
    expect(boundaryOf('multipart/form-data')).toBeUndefined();
  });

  it('are registered in one place, so that every upload route gets its checks', () => {
    const registering = [...sourceFiles(sourceRoot)]
      .filter((file) => readFileSync(file, 'utf8').includes("from '@fastify/multipart'"))
      .map((file) => path.relative(sourceRoot, file));
    expect(registering).toEqual([path.join('lib', 'multipart-uploads.ts')]);
  });
});
