import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Permission, permissionTable, staffRoles } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';

// docs/accounts.md prints the permission table `requireStaff` checks; this keeps the two the same.
const accountsDoc = path.resolve(import.meta.dirname, '../../../../docs/accounts.md');
const header = [
  '| Permission | Allows | Owner | Operations | Finance | Support |',
  '|---|---|---|---|---|---|',
];

/** The table as the doc prints it: a row a permission, a column a role of the team. */
function tableRows(): string[] {
  const entries = Object.entries(permissionTable) as [
    Permission,
    { roles: readonly string[]; allows: string },
  ][];
  const rows = entries.map(([permission, { roles, allows }]) => {
    const held = staffRoles.map((role) => (roles.includes(role) ? 'yes' : '—'));
    return `| \`${permission}\` | ${allows} | ${held.join(' | ')} |`;
  });
  return [...header, ...rows];
}

describe('the permission table in docs/accounts.md', () => {
  it('is the table the guard checks, row for row', () => {
    const doc = readFileSync(accountsDoc, 'utf8').split('\n');
    const printed = doc.filter((line) => line.startsWith('| `') || header.includes(line));
    expect(printed).toEqual(tableRows());
  });
});
