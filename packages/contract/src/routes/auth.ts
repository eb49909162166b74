import { csvExport, routes } from './define.ts';

/**
 * Accounts: verification codes, sign-up and sign-in (by password or a signed wallet message), and the
 * signed-in user's own record. The server adds a tighter per-IP limit to the calls that send messages
 * or try passwords, and a daily budget per address to the two that send codes.
 */
const accounts = routes('accounts', {
  smsSend: {
    method: 'POST',
    path: '/api/sms/send',
    auth: 'public',
    body: 'smsSendBody',
    answer: 'codeSent',
  },
  emsSend: {
    method: 'POST',
    path: '/api/ems/send',
    auth: 'public',
    body: 'emsSendBody',
    answer: 'codeSent',
  },
  register: {
    method: 'POST',
    path: '/api/user/register',
    auth: 'public',
    body: 'registerBody',
    answer: 'session',
  },
  login: { method: 'POST', path: '/api/user/login', auth: 'public', body: 'loginBody', answer: 'session' },
  walletLogin: {
    method: 'POST',
    path: '/api/user/tpLogin',
    auth: 'public',
    body: 'walletLoginBody',
    answer: 'session',
  },
  walletRegister: {
    method: 'POST',
    path: '/api/user/tpRegister',
    auth: 'public',
    body: 'walletRegisterBody',
    answer: 'session',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/user/resetpwd',
    auth: 'public',
    body: 'resetPasswordBody',
    answer: 'nothing',
  },
  index: { method: 'GET', path: '/api/user/index', auth: 'user', answer: 'userCenter' },
  profile: {
    method: 'POST',
    path: '/api/user/profile',
    auth: 'user',
    body: 'profileBody',
    answer: 'userInfo',
  },
  payPassword: {
    method: 'POST',
    path: '/api/user/payPassword',
    auth: 'user',
    body: 'payPasswordBody',
    answer: 'nothing',
  },
  changeMobile: {
    method: 'POST',
    path: '/api/user/changemobile',
    auth: 'user',
    body: 'changeMobileBody',
    answer: 'userInfo',
  },
  changeEmail: {
    method: 'POST',
    path: '/api/user/changeemail',
    auth: 'user',
    body: 'changeEmailBody',
    answer: 'userInfo',
  },
  logoutAll: { method: 'POST', path: '/api/user/logoutAll', auth: 'user', answer: 'sessionsEnded' },
  logout: { method: 'GET', path: '/api/user/logout', auth: 'user', answer: 'nothing' },
});

const userList = {
  method: 'GET',
  path: '/admin-api/users',
  auth: 'operator',
  permission: 'users.read',
  query: 'adminUserQuery',
  answer: 'adminUserList',
} as const;

/** Users in the console: search and detail (`users.read`), freeze and payment-password reset (`users.write`). */
const users = routes('admin: users', {
  list: userList,
  export: csvExport(userList, 'adminUserExportQuery'),
  detail: {
    method: 'GET',
    path: '/admin-api/users/:id',
    auth: 'operator',
    permission: 'users.read',
    params: 'idQuery',
    answer: 'adminUserDetail',
  },
  setStatus: {
    method: 'POST',
    path: '/admin-api/users/:id/status',
    auth: 'operator',
    permission: 'users.write',
    params: 'idQuery',
    body: 'userStatusBody',
    answer: 'adminUser',
  },
  resetPayPassword: {
    method: 'POST',
    path: '/admin-api/users/:id/reset-pay-password',
    auth: 'operator',
    permission: 'users.write',
    params: 'idQuery',
    answer: 'adminUser',
  },
});

export const api = { accounts };
export const adminApi = { users };
