import { routes } from './define.ts';

/** The app's settings as every visitor reads them (spec §3: fetched on start and whenever the app is shown). */
const config = routes('common', {
  sysConfig: { method: 'GET', path: '/api/common/sysConfig', auth: 'public', answer: 'sysConfigAnswer' },
});

/**
 * Settings in the console. Any operator may read the configuration (the app shows it to everyone
 * anyway); changing it is `settings.write`, audited.
 */
const settings = routes('admin: settings', {
  get: { method: 'GET', path: '/admin-api/settings', auth: 'operator', answer: 'sysConfig' },
  save: {
    method: 'POST',
    path: '/admin-api/settings',
    auth: 'operator',
    permission: 'settings.write',
    body: 'sysConfig',
    answer: 'sysConfig',
  },
});

export const api = { config };
export const adminApi = { settings };
