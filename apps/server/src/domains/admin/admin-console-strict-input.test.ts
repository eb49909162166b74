import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { asOperator } from '../../test/operators.ts';
import { signUp } from '../../test/users.ts';

let app: TestApp;
let api: Api;
let superToken: string;
let finance: string;

beforeAll(async () => {
  ({
    app,
    api,
    tokens: { super: superToken, finance },
  } = await openTestApp('super', 'finance'));
});
afterAll(() => app.dispose());

describe('admin input is as strict as the user side', () => {
  it('path ids are digits: 1e0, 0x1, 1.0, +1 and " 1" are refused, not read as 1', async () => {
    const user = await signUp(app);
    const { id } = user.user;
    expect((await api.get(`/admin-api/users/${id}`, asOperator(superToken))).body.data.id).toBe(id);
    for (const spelling of [
      `${id}e0`,
      `0x${id.toString(16)}`,
      `${id}.0`,
      `%2B${id}`,
      `%20${id}`,
      `${id}%20`,
    ]) {
      const res = await api.get(`/admin-api/users/${spelling}`, asOperator(superToken));
      expectError(res, 'VALIDATION');
      expect({ spelling, error: res.body.data.fields[0].error }).toEqual({ spelling, error: 'ID_INVALID' });
    }
    const adjust = await api.post(
      `/admin-api/users/1e0/adjust`,
      { asset: 'USDT', direction: 'credit', amount: '1', reason: 'x' },
      asOperator(superToken),
    );
    expectError(adjust, 'VALIDATION');
    expectError(
      await api.get('/admin-api/ledger/transfers?userId=0x1', asOperator(superToken)),
      'VALIDATION',
    );
  });

  it('unknown fields are refused with FIELD_UNKNOWN, at any depth, and nothing changes', async () => {
    const user = await signUp(app);
    const base = await api.get('/admin-api/settings', asOperator(superToken));
    const calls: [string, Record<string, unknown>, string][] = [
      [`/admin-api/users/${user.user.id}/status`, { status: 'frozen', isAdmin: true }, 'isAdmin'],
      [
        `/admin-api/users/${user.user.id}/adjust`,
        { asset: 'USDT', direction: 'credit', amount: '5', reason: 'x', memo: 'y' },
        'memo',
      ],
      ['/admin-api/settings', { ...base.body.data, theme: 'dark' }, 'theme'],
      [
        '/admin-api/settings',
        { ...base.body.data, version: { ...base.body.data.version, build: 7 } },
        'version.build',
      ],
      ['/admin-api/notices', { title: { 'zh-Hans': 't', fr: 'x' }, content: { 'zh-Hans': 'c' } }, 'title.fr'],
      ['/admin-api/banners', { image: 'https://x.example/a.png', onclick: 'x' }, 'onclick'],
      ['/admin-api/operators', { username: 'someone', role: 'super', password: 'x' }, 'password'],
      // Calls that take no body refuse one with fields, rather than ignore it.
      ['/admin-api/recharges/1/approve', { amount: '999' }, 'amount'],
      [`/admin-api/users/${user.user.id}/reset-pay-password`, { payPassword: '123456' }, 'payPassword'],
      ['/admin-api/ledger/verify', { fix: true }, 'fix'],
    ];
    for (const [url, body, field] of calls) {
      const res = await api.post(url, body, asOperator(superToken, { lang: 'en' }));
      expectError(res, 'VALIDATION');
      expect({ url, fields: res.body.data.fields }).toEqual({
        url,
        fields: expect.arrayContaining([expect.objectContaining({ field, error: 'FIELD_UNKNOWN' })]),
      });
    }
    // The console sends {} (or nothing) to them, which stays fine.
    expect((await api.post('/admin-api/ledger/verify', {}, asOperator(superToken))).body.code).toBe(1);
    expect((await api.post('/admin-api/ledger/verify', undefined, asOperator(superToken))).body.code).toBe(1);
    expect(
      (await api.get(`/admin-api/users/${user.user.id}`, asOperator(superToken))).body.data,
    ).toMatchObject({
      status: 'active',
      balances: expect.arrayContaining([
        expect.objectContaining({ asset: 'USDT', kind: 'main', total: '0.000000' }),
      ]),
    });
  });

  it('accepts an amount back as the API answered it ("25.000000"), refuses spaces and leading zeros', async () => {
    const user = await signUp(app);
    const adjust = (amount: string) =>
      api.post(
        `/admin-api/users/${user.user.id}/adjust`,
        { asset: 'USDT', direction: 'credit', amount, reason: 'echo' },
        asOperator(finance),
      );
    const first = await adjust('25');
    expect(first.body.data.amount).toBe('25.000000');
    expect((await adjust(first.body.data.amount)).body.data.amount).toBe('25.000000');
    for (const [amount, error] of [
      [' 25', 'AMOUNT_SPACES'],
      ['25 ', 'AMOUNT_SPACES'],
      ['025', 'AMOUNT_LEADING_ZERO'],
      ['25.001', 'AMOUNT_TOO_PRECISE'],
    ]) {
      const res = await adjust(amount as string);
      expectError(res, 'VALIDATION');
      expect({ amount, error: res.body.data.fields[0].error }).toEqual({ amount, error });
    }
  });
});
