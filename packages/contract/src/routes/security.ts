import { routes } from './define.ts';

/**
 * Account security (docs/security.md): the overview the security page reads, the authenticator (2FA),
 * the withdrawal address book, the anti-phishing code, and the user's sessions.
 */
const security = routes('security', {
  overview: { method: 'GET', path: '/api/security/overview', auth: 'user', answer: 'securityOverview' },
  /**
   * The security page was seen: the user centre stops alerting of the events before now. Apart from the
   * overview, which the withdrawal form and every 2FA code field read as well.
   */
  eventsSeen: { method: 'POST', path: '/api/security/events/seen', auth: 'user', answer: 'nothing' },
  totpSetup: { method: 'POST', path: '/api/security/totp/setup', auth: 'user', answer: 'totpSetup' },
  totpEnable: {
    method: 'POST',
    path: '/api/security/totp/enable',
    auth: 'user',
    body: 'totpEnableBody',
    answer: 'recoveryCodes',
  },
  totpDisable: {
    method: 'POST',
    path: '/api/security/totp/disable',
    auth: 'user',
    body: 'totpDisableBody',
    answer: 'nothing',
  },
  addresses: { method: 'GET', path: '/api/security/addresses', auth: 'user', answer: 'addressBook' },
  addAddress: {
    method: 'POST',
    path: '/api/security/addresses/add',
    auth: 'user',
    body: 'addAddressBody',
    answer: 'bookAddress',
  },
  removeAddress: {
    method: 'POST',
    path: '/api/security/addresses/remove',
    auth: 'user',
    body: 'removeAddressBody',
    answer: 'nothing',
  },
  whitelist: {
    method: 'POST',
    path: '/api/security/addresses/whitelist',
    auth: 'user',
    body: 'whitelistBody',
    answer: 'addressBook',
  },
  antiPhishing: {
    method: 'POST',
    path: '/api/security/anti-phishing',
    auth: 'user',
    body: 'antiPhishingBody',
    answer: 'nothing',
  },
  sessions: { method: 'GET', path: '/api/security/sessions', auth: 'user', answer: 'userSessions' },
  endSession: {
    method: 'POST',
    path: '/api/security/sessions/end',
    auth: 'user',
    body: 'endSessionBody',
    answer: 'nothing',
  },
  endOtherSessions: {
    method: 'POST',
    path: '/api/security/sessions/end-others',
    auth: 'user',
    answer: 'sessionsEnded',
  },
});

/** A user's protection in the console: reset a lost authenticator, lift a hold (`users.write`, audited). */
const userSecurity = routes('admin: user security', {
  resetTotp: {
    method: 'POST',
    path: '/admin-api/users/:id/reset-2fa',
    auth: 'operator',
    permission: 'users.write',
    params: 'idQuery',
    body: 'securityActionBody',
    answer: 'adminUserDetail',
  },
  liftLock: {
    method: 'POST',
    path: '/admin-api/users/:id/lift-lock',
    auth: 'operator',
    permission: 'users.write',
    params: 'idQuery',
    body: 'securityActionBody',
    answer: 'adminUserDetail',
  },
});

export const api = { security };
export const adminApi = { userSecurity };
