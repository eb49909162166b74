import fs from 'node:fs';
import { ADMIN_PERMISSIONS, OPERATOR_ROLES as CONTRACT_ROLES } from '@mcc/contract';
import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES } from './admin.tables.ts';
import { PERMISSION_DESCRIPTIONS, ROLE_PERMISSIONS } from './permissions.ts';

const doc = fs.readFileSync(new URL('../../../../../docs/admin-permissions.md', import.meta.url), 'utf8');

/** The rows of the doc's table: permission, a ✓ per role column, and what it allows. */
function documentedTable() {
  const lines = doc.split('\n').filter((l) => l.startsWith('| '));
  const head = (lines[0] ?? '')
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());
  const roles = head.slice(1, -1);
  const rows = lines.slice(2).map((l) => {
    const cells = l
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    return {
      permission: (cells[0] ?? '').replace(/`/g, ''),
      roles: roles.filter((_, i) => cells[i + 1] === '✓'),
      allows: cells.at(-1) ?? '',
    };
  });
  return { roles, rows };
}

describe('docs/admin-permissions.md', () => {
  it('has one column per role, and one row per permission with the roles that hold it', () => {
    const { roles, rows } = documentedTable();
    expect(roles).toEqual([...OPERATOR_ROLES]);
    expect(rows.map((r) => r.permission)).toEqual([...ADMIN_PERMISSIONS]);
    for (const row of rows) {
      const holders = OPERATOR_ROLES.filter((role) =>
        ROLE_PERMISSIONS[role].includes(row.permission as (typeof ADMIN_PERMISSIONS)[number]),
      );
      expect(row.roles, row.permission).toEqual(holders);
      expect(row.allows, row.permission).toBe(
        PERMISSION_DESCRIPTIONS[row.permission as (typeof ADMIN_PERMISSIONS)[number]],
      );
    }
  });

  it('the contract names the same roles as the table', () => {
    expect([...CONTRACT_ROLES]).toEqual([...OPERATOR_ROLES]);
  });
});
