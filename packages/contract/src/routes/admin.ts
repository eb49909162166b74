import { csvExport, routes } from './define.ts';

/**
 * Operators' own session: sign-in (public, rate-limited per IP by the server), sign-out, who is signed
 * in, the password and TOTP. Every call but sign-in needs a live operator session (any role).
 */
const auth = routes('admin', {
  login: {
    method: 'POST',
    path: '/admin-api/auth/login',
    auth: 'public',
    body: 'adminLoginBody',
    answer: 'adminSession',
  },
  logout: { method: 'POST', path: '/admin-api/auth/logout', auth: 'operator', answer: 'nothing' },
  me: { method: 'GET', path: '/admin-api/auth/me', auth: 'operator', answer: 'adminMe' },
  password: {
    method: 'POST',
    path: '/admin-api/auth/password',
    auth: 'operator',
    body: 'adminPasswordBody',
    answer: 'nothing',
  },
  totpEnrol: {
    method: 'POST',
    path: '/admin-api/auth/totp/enrol',
    auth: 'operator',
    answer: 'totpEnrolment',
  },
  totpConfirm: {
    method: 'POST',
    path: '/admin-api/auth/totp/confirm',
    auth: 'operator',
    body: 'totpConfirmBody',
    answer: 'nothing',
  },
});

const auditList = {
  method: 'GET',
  path: '/admin-api/audit',
  auth: 'operator',
  permission: 'audit.read',
  query: 'auditQuery',
  answer: 'auditList',
} as const;

/** The audit log: who did what in the console, and the money jobs' own entries. */
const audit = routes('admin', {
  list: auditList,
  export: csvExport(auditList, 'auditExportQuery'),
});

const operatorList = {
  method: 'GET',
  path: '/admin-api/operators',
  auth: 'operator',
  permission: 'operators.manage',
  query: 'operatorListQuery',
  answer: 'operatorList',
} as const;

/** The console's operators: listed, created (the password answered once) and disabled. */
const operators = routes('admin', {
  list: operatorList,
  export: csvExport(operatorList, 'operatorExportQuery'),
  create: {
    method: 'POST',
    path: '/admin-api/operators',
    auth: 'operator',
    permission: 'operators.manage',
    body: 'createOperatorBody',
    answer: 'operatorCreated',
  },
  setStatus: {
    method: 'POST',
    path: '/admin-api/operators/status',
    auth: 'operator',
    permission: 'operators.manage',
    body: 'operatorStatusBody',
    answer: 'operatorRow',
  },
});

/** The console's front page; every operator may read it (counts and totals, no personal data). */
const dashboard = routes('admin', {
  summary: {
    method: 'GET',
    path: '/admin-api/dashboard',
    auth: 'operator',
    query: 'dashboardQuery',
    answer: 'dashboard',
  },
  /** The business per day, week or month, the queues' waits, liabilities against the ledger. */
  trends: {
    method: 'GET',
    path: '/admin-api/dashboard/trends',
    auth: 'operator',
    query: 'dashboardTrendsQuery',
    answer: 'dashboardTrends',
  },
});

export const api = {};
export const adminApi = { auth, audit, operators, dashboard };
