// The repository's files below a folder, as the tests that read the whole tree walk it: the
// installed packages and the builds are not the project's own.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const NOT_OURS = new Set(['node_modules', 'build', 'dist']);

/** Every file below `dir` whose name matches `pattern`, outside node_modules and the builds. */
export function filesUnder(dir, pattern) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_OURS.has(entry.name) ? [] : filesUnder(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}
