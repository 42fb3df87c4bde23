import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOG_RETENTION_DAYS } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';

// The privacy notice says the server's logs are deleted after LOG_RETENTION_DAYS; the shipped
// journald settings are what deletes them in a deployment (docs/DEPLOY.md, "Logs").

const root = path.resolve(import.meta.dirname, '..');
const dropIn = readFileSync(path.join(root, 'deploy/journald-launchpad.conf'), 'utf8');

/** A `NAME=<n>day` setting of the drop-in, in days. */
function days(name: string): number {
  const value = new RegExp(`^${name}=(\\d+)day$`, 'm').exec(dropIn)?.[1];
  expect(value, `${name}=<n>day in deploy/journald-launchpad.conf`).toBeDefined();
  return Number(value);
}

describe('the shipped journal settings', () => {
  it('keep no log line longer than the privacy notice says', () => {
    expect(dropIn).toMatch(/^\[Journal\]$/m);
    // A file is deleted once its oldest line passes MaxRetentionSec; it holds MaxFileSec of lines.
    expect(days('MaxRetentionSec') + days('MaxFileSec')).toBeLessThanOrEqual(LOG_RETENTION_DAYS);
  });

  it('are installed by the deploy notes', () => {
    const deploy = readFileSync(path.join(root, 'docs/DEPLOY.md'), 'utf8');
    expect(deploy).toContain('deploy/journald-launchpad.conf');
    expect(deploy).toContain('/etc/systemd/journald.conf.d/launchpad.conf');
  });
});
