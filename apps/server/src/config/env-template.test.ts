import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env-schema.ts';

// The shipped settings template (deploy/launchpad.env.example) names every setting the server reads.

const template = readFileSync(
  path.resolve(import.meta.dirname, '../../../../deploy/launchpad.env.example'),
  'utf8',
);

/** Every `NAME=` of the template, set or commented out (`# NAME=…`). */
const named = new Set(
  template
    .split('\n')
    .map((line) => /^(?:# )?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined),
);

/** Read by Node itself (NODE_EXTRA_CA_CERTS) or by the backup script, not by the settings schema. */
const readElsewhere = ['NODE_EXTRA_CA_CERTS', 'BACKUP_DIR', 'BACKUP_KEEP'];

describe('deploy/launchpad.env.example', () => {
  it('names every setting of the settings schema', () => {
    const missing = Object.keys(envSchema.shape).filter((name) => !named.has(name));
    expect(missing).toEqual([]);
  });

  it('names nothing the server does not read', () => {
    const known = new Set([...Object.keys(envSchema.shape), ...readElsewhere]);
    expect([...named].filter((name) => !known.has(name))).toEqual([]);
  });

  it('names the settings read outside the schema', () => {
    expect(readElsewhere.filter((name) => !named.has(name))).toEqual([]);
  });
});
