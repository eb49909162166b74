import { ADMIN_PERMISSIONS, type AdminPermission } from '@mcc/contract';
import type { OperatorRole } from './admin.tables.ts';

export type { AdminPermission };

/**
 * What each permission allows. docs/admin-permissions.md holds the same table (a test keeps the two
 * in step); change both together.
 */
export const PERMISSION_DESCRIPTIONS: Record<AdminPermission, string> = {
  'finance.review':
    'approve or reject recharges (one by one or many at once); pay or reject withdrawals (a payout above the four-eyes threshold is proposed, and paid when another operator approves it); read the four-eyes queue and decide payouts in it; run the daily accruals now; decide NFT resale appeals; watch the chain scanners, resolve their alerts, run deposit reconciliations and read their differences, list deposit addresses with their balances',
  'finance.adjust':
    "propose manual balance adjustments (with a reason), applied when another operator with this permission approves; approve or refuse others' (never one's own); freeze and unfreeze a ledger account",
  'ledger.read': 'ledger explorer and `verify`',
  'users.read': 'search users; user detail with balances and statement',
  'users.write': 'freeze and unfreeze users; reset a payment password or 2FA; lift a hold on withdrawals',
  'content.write': 'products, prices, NFT series, boxes, recipes, auctions, notices, banners',
  'settings.write': 'system configuration',
  'operators.manage': 'create, list and disable operators',
  'audit.read': 'read the audit log',
  'data.export':
    "download a list as CSV (with the list's own permission too); each export is audited with its filters",
};

/**
 * Role → permissions. Finance moves money but cannot change who may do so; operations runs users and
 * content but never touches balances; only super manages operators. Exports (users' contacts and money
 * in bulk, leaving the console) are super's and finance's: reconciling is finance's work.
 */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly AdminPermission[]> = {
  super: ADMIN_PERMISSIONS,
  finance: ['finance.review', 'finance.adjust', 'ledger.read', 'users.read', 'audit.read', 'data.export'],
  operations: ['users.read', 'users.write', 'content.write', 'settings.write'],
};

export function permissionsOf(role: OperatorRole): AdminPermission[] {
  return [...ROLE_PERMISSIONS[role]];
}

export function can(role: OperatorRole, permission: AdminPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
