import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.join(import.meta.dirname, '..');

/** Every integration test file of the server (under src/ and test/), relative to its folder. */
function integrationTests(): string[] {
  return ['src', 'test'].flatMap((folder) =>
    readdirSync(path.join(serverDir, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.int.test.ts'))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
  );
}

// Integration test files share their worker's loaded modules (vitest.config.ts); a module replaced
// with vi.mock in one of them would reach only the modules loaded after it, so such a file must be
// named *.isolated.int.test.ts, which runs in a fresh module graph.
describe('integration tests that replace a module', () => {
  it('are the ones named *.isolated.int.test.ts', () => {
    const files = integrationTests();
    expect(files.length).toBeGreaterThan(50);
    const replacing = files.filter((file) =>
      /\bvi\.(mock|doMock|unmock|resetModules)\(/.test(readFileSync(path.join(serverDir, file), 'utf8')),
    );
    const isolated = files.filter((file) => file.endsWith('.isolated.int.test.ts'));
    expect(replacing).toEqual(isolated);
  });
});
