import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Where the hashed assets of the builds this machine has served are kept (`DATA_DIR/web-assets`),
 * and for how long after a newer build replaced them (`ASSET_RETENTION_DAYS`).
 */
export interface KeptAssetsOptions {
  dir: string;
  retentionMs: number;
}

export interface KeptAssetsPass {
  /** Files of the current build copied in (absent, or of another size). */
  copied: number;
  /** Files that left the current build at this pass. */
  retired: number;
  /** Files of earlier builds still kept, the ones retired now included. */
  kept: number;
  /** Files deleted because they left the current build longer ago than the window. */
  pruned: number;
}

/** Beside the folder, not in it: the folder is served as it is. */
const retirementsFile = (dir: string) => `${dir}.json`;

function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** When each kept file left the current build (ISO times by name); none when unreadable. */
function readRetirements(file: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Written whole under another name beside the served folder, then renamed: another instance
 * starting at once, or a browser, reads the old file or the new one, never half of one.
 */
function writeAtomically(dir: string, file: string, content: { body: string } | { source: string }) {
  const temporary = `${dir}.${process.pid}.tmp`;
  if ('source' in content) copyFileSync(content.source, temporary);
  else writeFileSync(temporary, content.body);
  renameSync(temporary, file);
}

function sameSize(a: string, b: string): boolean {
  return existsSync(b) && statSync(a).size === statSync(b).size;
}

/**
 * Keeps the hashed files of `assets` (the current build's `assets/` folder, its files and their
 * precompressed siblings; the names carry their content's hash) in `dir`, so that a page loaded from
 * an earlier build still finds its chunks once a newer build has replaced that folder. Each start
 * copies the current build's files in, notes when each other file left the current build, and
 * deletes the files noted at an earlier start that left it `retentionMs` or more ago (so a file is
 * never deleted at the start that notes it: with a window of 0, the next start deletes it). A file
 * of the current build again (a rollback) is no longer retired. Instances starting together on the
 * same build write the same files and the same notes; each file and the notes are replaced whole.
 */
export function keepBuildAssets(
  assets: string,
  { dir, retentionMs }: KeptAssetsOptions,
  now = Date.now(),
): KeptAssetsPass {
  mkdirSync(dir, { recursive: true });
  const built = new Set(filesIn(assets));
  let copied = 0;
  for (const name of built) {
    const source = path.join(assets, name);
    const target = path.join(dir, name);
    if (sameSize(source, target)) continue;
    writeAtomically(dir, target, { source });
    copied += 1;
  }
  const before = readRetirements(retirementsFile(dir));
  const after: Record<string, string> = {};
  let retired = 0;
  let pruned = 0;
  for (const name of filesIn(dir)) {
    if (built.has(name)) continue;
    const noted = Date.parse(before[name] ?? '');
    if (Number.isNaN(noted)) {
      retired += 1;
      after[name] = new Date(now).toISOString();
    } else if (now - noted >= retentionMs) {
      rmSync(path.join(dir, name), { force: true });
      pruned += 1;
    } else {
      after[name] = new Date(noted).toISOString();
    }
  }
  writeAtomically(dir, retirementsFile(dir), { body: `${JSON.stringify(after, null, 1)}\n` });
  return { copied, retired, kept: Object.keys(after).length, pruned };
}
