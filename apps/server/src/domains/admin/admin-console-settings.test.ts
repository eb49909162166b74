import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../lib/messages.ts';
import { type Api, bearer, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { asOperator, auditTrail } from '../../test/operators.ts';
import { settings } from '../config/config.tables.ts';

let app: TestApp;
let api: Api;
let superToken: string;
let finance: string;
let operations: string;

beforeAll(async () => {
  ({
    app,
    api,
    tokens: { super: superToken, finance, operations },
  } = await openTestApp('super', 'finance', 'operations'));
});
afterAll(() => app.dispose());

describe('settings', () => {
  const current = async () => (await api.get('/admin-api/settings', asOperator(finance))).body.data;
  const storedRows = async () =>
    (await app.database.db.select().from(settings)).filter((r) => r.key === 'app').length;

  it('answers the sysConfig and replaces it, with addresses stored in canonical form and an audit row', async () => {
    const before = await current();
    // The public answer adds where the app is served (PUBLIC_URL), which is no setting, and leaves out
    // the console's four-eyes threshold, which users need not know.
    const { publicUrl, ...published } = (await api.get('/api/common/sysConfig')).body.data;
    expect(publicUrl).toBeNull();
    const { fourEyes, ...app } = before;
    expect(fourEyes).toEqual({ payoutAbove: '10000' });
    expect(app).toEqual(published);
    const lower = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
    const next = {
      ...before,
      siteName: 'MCC Test',
      inviteRequired: false,
      depositNetworks: before.depositNetworks.map((n: { network: string }) =>
        n.network === 'ERC20' ? { ...n, address: lower } : n,
      ),
      withdraw: before.withdraw.map((r: { network: string }) =>
        r.network === 'TRC20' ? { ...r, min: '5', max: '1000', dailyLimit: '1000' } : r,
      ),
    };
    const res = await api.post('/admin-api/settings', next, asOperator(operations));
    expect(res.body.code).toBe(1);
    const erc = res.body.data.depositNetworks.find((n: { network: string }) => n.network === 'ERC20');
    expect(erc.address).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    const served = (await api.get('/api/common/sysConfig')).body.data;
    expect(served).toMatchObject({ siteName: 'MCC Test', inviteRequired: false });
    const { fourEyes: _, ...savedForApp } = res.body.data;
    expect(served).toEqual({ ...savedForApp, publicUrl: null });
    const [row] = await auditTrail(api, superToken, { action: 'settings.update', targetId: 'sysConfig' });
    expect(row).toMatchObject({
      before: { siteName: before.siteName, inviteRequired: true },
      after: { siteName: 'MCC Test', inviteRequired: false },
    });
    // Put the defaults back for the tests after this one.
    expect((await api.post('/admin-api/settings', before, asOperator(superToken))).body.code).toBe(1);
  });

  it('refuses broken rules with a localised message and stores nothing', async () => {
    const base = await current();
    const auditCount = (await auditTrail(api, superToken, { action: 'settings.update' })).length;
    const rows = await storedRows();
    const withRule = (patch: Record<string, unknown>) => ({
      ...base,
      withdraw: base.withdraw.map((r: { network: string }, i: number) => (i === 0 ? { ...r, ...patch } : r)),
    });

    const minAboveMax = await api.post('/admin-api/settings', withRule({ min: '600', max: '500' }), {
      headers: { ...bearer(operations), lang: 'en' },
    });
    expectError(minAboveMax, 'SETTINGS_WITHDRAW_RANGE');
    expect(minAboveMax.body.msg).toBe(
      messages.SETTINGS_WITHDRAW_RANGE.en.replace('{network}', base.withdraw[0].network),
    );
    expect(minAboveMax.body.data).toMatchObject({
      field: 'withdraw.0.min',
      network: base.withdraw[0].network,
    });
    const zh = await api.post('/admin-api/settings', withRule({ max: '200000' }), asOperator(operations));
    expectError(zh, 'SETTINGS_WITHDRAW_RANGE');
    expect(zh.body.msg).toContain('每日限额');
    expect(zh.body.data.field).toBe('withdraw.0.max');

    const badAddress = {
      ...base,
      depositNetworks: base.depositNetworks.map((n: { network: string }) =>
        n.network === 'TRC20' ? { ...n, address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' } : n,
      ),
    };
    expectError(
      await api.post('/admin-api/settings', badAddress, asOperator(operations)),
      'SETTINGS_ADDRESS_INVALID',
    );
    const typo = {
      ...base,
      depositNetworks: base.depositNetworks.map((n: { network: string }) =>
        n.network === 'ERC20' ? { ...n, address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' } : n,
      ),
    };
    expectError(
      await api.post('/admin-api/settings', typo, asOperator(operations)),
      'SETTINGS_ADDRESS_INVALID',
    );
    const duplicate = { ...base, depositNetworks: [...base.depositNetworks, base.depositNetworks[0]] };
    const dup = await api.post('/admin-api/settings', duplicate, asOperator(operations));
    expectError(dup, 'SETTINGS_NETWORK_DUPLICATE');
    expect(dup.body.data.field).toBe(`depositNetworks.${base.depositNetworks.length}.network`);
    expectError(
      await api.post(
        '/admin-api/settings',
        { ...base, withdraw: [...base.withdraw, base.withdraw[1]] },
        asOperator(operations),
      ),
      'SETTINGS_NETWORK_DUPLICATE',
    );
    expectError(
      await api.post('/admin-api/settings', { ...base, defaultLanguage: 'fr' }, asOperator(operations)),
      'SETTINGS_LANGUAGE_INVALID',
    );
    expectError(
      await api.post('/admin-api/settings', { ...base, languages: ['en', 'xx'] }, asOperator(operations)),
      'SETTINGS_LANGUAGE_INVALID',
    );
    // The schema's own rules.
    expectError(
      await api.post('/admin-api/settings', { ...base, transferFeeBp: 10_001 }, asOperator(operations)),
      'VALIDATION',
    );
    expectError(
      await api.post('/admin-api/settings', withRule({ min: '1.1234567' }), asOperator(operations)),
      'VALIDATION',
    );
    const { siteName: _dropped, ...partial } = base;
    expectError(await api.post('/admin-api/settings', partial, asOperator(operations)), 'VALIDATION');

    // Several problems at once are all named.
    const many = await api.post(
      '/admin-api/settings',
      { ...withRule({ min: '600', max: '500' }), defaultLanguage: 'fr' },
      asOperator(operations),
    );
    expect(many.body.data.problems.map((p: { error: string }) => p.error)).toEqual([
      'SETTINGS_WITHDRAW_RANGE',
      'SETTINGS_LANGUAGE_INVALID',
    ]);

    expect(await current()).toEqual(base);
    expect(await auditTrail(api, superToken, { action: 'settings.update' })).toHaveLength(auditCount);
    expect(await storedRows()).toBe(rows);
    expect((await api.post('/admin-api/settings', base, asOperator(finance))).status).toBe(403);
  });

  it('needs a network in each list, real http(s) addresses and a visible site name', async () => {
    const base = await current();
    const field = async (patch: Record<string, unknown>) => {
      const res = await api.post('/admin-api/settings', { ...base, ...patch }, asOperator(operations));
      expectError(res, 'VALIDATION');
      return { field: res.body.data.field, error: res.body.data.fields[0].error };
    };
    expect(await field({ depositNetworks: [] })).toEqual({
      field: 'depositNetworks',
      error: 'SETTINGS_NETWORKS_REQUIRED',
    });
    expect(await field({ withdraw: [] })).toEqual({ field: 'withdraw', error: 'SETTINGS_NETWORKS_REQUIRED' });
    for (const serviceUrl of [
      'not a url',
      'javascript:alert(1)',
      'https://',
      '//evil.example',
      'ftp://x.example',
    ]) {
      expect({ serviceUrl, ...(await field({ serviceUrl })) }).toEqual({
        serviceUrl,
        field: 'serviceUrl',
        error: 'SETTINGS_URL_INVALID',
      });
    }
    for (const logo of ['logo.svg', '//evil.example/x.png', 'data:image/png;base64,AA']) {
      expect({ logo, ...(await field({ logo })) }).toEqual({
        logo,
        field: 'logo',
        error: 'SETTINGS_URL_INVALID',
      });
    }
    for (const siteName of ['\u202eCCM', '\u200b\u200b', 'M\u0007CC']) {
      expect(await field({ siteName })).toEqual({ field: 'siteName', error: 'TEXT_INVALID' });
    }
    expect(await current()).toEqual(base);

    const good = {
      ...base,
      serviceUrl: 'https://help.example.com/chat?x=1',
      logo: 'https://cdn.example.com/l.png',
    };
    const saved = await api.post('/admin-api/settings', good, asOperator(operations));
    expect(saved.body.data).toMatchObject({ serviceUrl: good.serviceUrl, logo: good.logo });
    expect((await api.post('/admin-api/settings', base, asOperator(operations))).body.code).toBe(1);
  });
});
