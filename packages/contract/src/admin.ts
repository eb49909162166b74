import { z } from 'zod';
import { paged, rowId } from './common.ts';
import { consoleListQuery, exportQuery, searchText } from './list-query.ts';
import { lineText } from './text.ts';

/** Operator roles; the server maps each to its permissions (docs/admin-permissions.md). */
export const OPERATOR_ROLES = ['super', 'finance', 'operations'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const operatorRole = z.enum(OPERATOR_ROLES, { error: 'ROLE_INVALID' });

/** Every permission an admin route can ask for; the admin app hides what `me.permissions` lacks. */
export const ADMIN_PERMISSIONS = [
  'finance.review',
  'finance.adjust',
  'ledger.read',
  'users.read',
  'users.write',
  'content.write',
  'settings.write',
  'operators.manage',
  'audit.read',
  'data.export',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

/** 3–32 characters: lower-case letters, digits, `.`, `_`, `-`, starting with a letter or digit. */
export const operatorUsername = z
  .string({ error: 'USERNAME_INVALID' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{2,31}$/, { error: 'USERNAME_INVALID' });

/** Operator passwords: 12–128 characters with a letter and a digit (longer than users', as they move money). */
export const operatorPassword = z
  .string({ error: 'OPERATOR_PASSWORD_WEAK' })
  .min(12, { error: 'OPERATOR_PASSWORD_WEAK' })
  .max(128, { error: 'OPERATOR_PASSWORD_WEAK' })
  .regex(/[A-Za-z]/, { error: 'OPERATOR_PASSWORD_WEAK' })
  .regex(/\d/, { error: 'OPERATOR_PASSWORD_WEAK' });

/** A six-digit RFC 6238 code from the operator's authenticator app. */
export const totpCode = z.string({ error: 'CODE_FORMAT' }).regex(/^\d{6}$/, { error: 'CODE_FORMAT' });

export const adminLoginBody = z.strictObject({
  // Not checked against the username rule: a malformed name simply fails like a wrong one.
  username: z.string({ error: 'ACCOUNT_REQUIRED' }).trim().min(1, { error: 'ACCOUNT_REQUIRED' }).max(64),
  password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }).max(128),
  totp: totpCode.optional(),
});

export const operatorInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRole,
  totpEnabled: z.boolean(),
});
export type OperatorInfo = z.infer<typeof operatorInfo>;

export const adminSession = z.object({
  token: z.string(),
  expiresAt: z.string(),
  operator: operatorInfo,
});
export type AdminSession = z.infer<typeof adminSession>;

/** `GET /admin-api/auth/me`: who is signed in and what they may do. */
export const adminMe = z.object({ operator: operatorInfo, permissions: z.array(z.enum(ADMIN_PERMISSIONS)) });
export type AdminMe = z.infer<typeof adminMe>;

export const totpEnrolment = z.object({
  /** Base32 secret, for typing into an authenticator by hand. */
  secret: z.string(),
  /** `otpauth://totp/…` URI, for a QR code. */
  uri: z.string(),
});
export const totpConfirmBody = z.strictObject({ code: totpCode });

export const adminPasswordBody = z.strictObject({
  oldPassword: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }).max(128),
  newPassword: operatorPassword,
});

export const OPERATOR_STATUSES = ['active', 'disabled'] as const;
export const operatorRow = operatorInfo.extend({
  status: z.enum(OPERATOR_STATUSES),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type OperatorRow = z.infer<typeof operatorRow>;
export const operatorList = paged(operatorRow);
/** Oldest first by default. `q`: the start of a username. The date range is `createdAt`. */
export const operatorListQuery = consoleListQuery(
  { status: z.enum(OPERATOR_STATUSES).optional(), role: operatorRole.optional(), q: searchText },
  { sort: ['createdAt', 'username', 'lastLoginAt'], limit: 10 },
);
export const operatorExportQuery = exportQuery(operatorListQuery);

export const createOperatorBody = z.strictObject({ username: operatorUsername, role: operatorRole });
/** The generated password is in this answer and nowhere else. */
export const operatorCreated = z.object({ operator: operatorRow, password: z.string() });
/** Disabling an operator ends their sessions; no one changes their own status. */
export const operatorStatusBody = z.strictObject({ id: rowId(), status: z.enum(OPERATOR_STATUSES) });

const filterText = lineText().trim().min(1).max(100).optional();
/**
 * `q`: an operator's username (from its start, `system:` and `cli:` actors too) or a target id
 * (exactly). The date range is `createdAt`; the log reads newest first and sorts by nothing else.
 */
export const auditQuery = consoleListQuery(
  {
    operatorId: rowId().optional(),
    action: filterText,
    targetType: filterText,
    targetId: filterText,
    q: searchText,
  },
  { sort: ['createdAt'], limit: 10 },
);
export const auditExportQuery = exportQuery(auditQuery);
export type AuditQuery = z.output<typeof auditQuery>;
export const auditEntry = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = paged(auditEntry);
