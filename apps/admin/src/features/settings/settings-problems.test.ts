import { defaultSysConfig } from '@mcc/contract/defaults';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors, settingsProblems } from './settings-problems.ts';

/** A valid configuration to break one field at a time: a fresh install's. */
const config = defaultSysConfig;

describe('settings validation (the contract schema, before sending)', () => {
  it('accepts a valid configuration', () => {
    expect(settingsProblems(config)).toEqual([]);
  });

  it('points at a malformed amount, a float fee rate and an empty site name', () => {
    const bad = {
      ...config,
      siteName: '',
      transferFeeBp: 1.5,
      withdraw: [{ ...config.withdraw[0], min: '1.1234567' }],
    };
    expect(settingsProblems(bad)).toEqual(
      expect.arrayContaining([
        { path: ['siteName'], key: 'invalidValue' },
        { path: ['transferFeeBp'], key: 'invalidValue' },
        { path: ['withdraw', 0, 'min'], key: 'amountInvalid' },
      ]),
    );
  });

  it('points at an explorer template without its placeholder or not on http(s)', () => {
    const bad = {
      ...config,
      explorers: {
        ...config.explorers,
        TRC20: { tx: 'https://tronscan.org/#/transaction/', address: 'javascript:alert({address})' },
      },
    };
    expect(settingsProblems(bad)).toEqual([
      { path: ['explorers', 'TRC20', 'tx'], key: 'explorerInvalid' },
      { path: ['explorers', 'TRC20', 'address'], key: 'explorerInvalid' },
    ]);
  });

  it('points at a market limit and an exchange fee the contract refuses', () => {
    const bad = {
      ...config,
      market: { ...config.market, sskDailySell: '1.1234567' },
      exchangeFeeBp: { ...config.exchangeFeeBp, buySsk: 10_001 },
    };
    expect(settingsProblems(bad)).toEqual([
      { path: ['exchangeFeeBp', 'buySsk'], key: 'invalidValue' },
      { path: ['market', 'sskDailySell'], key: 'amountInvalid' },
    ]);
  });

  it('points at resale settings out of their ranges (a fee over 100 %, a wait of 0, a cancel limit over 100, no unpaid order at all)', () => {
    expect(
      settingsProblems({
        ...config,
        resale: { feeBp: 250, appealAfterMinutes: 1, dailyCancelLimit: 100, openOrderLimit: 20 },
      }),
    ).toEqual([]);
    const bad = {
      ...config,
      resale: { feeBp: 10_001, appealAfterMinutes: 0, dailyCancelLimit: 101, openOrderLimit: 0 },
    };
    expect(settingsProblems(bad)).toEqual([
      { path: ['resale', 'feeBp'], key: 'invalidValue' },
      { path: ['resale', 'appealAfterMinutes'], key: 'invalidValue' },
      { path: ['resale', 'dailyCancelLimit'], key: 'invalidValue' },
      { path: ['resale', 'openOrderLimit'], key: 'invalidValue' },
    ]);
    // An emptied field is null, which the schema refuses as well.
    expect(settingsProblems({ ...config, resale: { ...config.resale, appealAfterMinutes: null } })).toEqual([
      { path: ['resale', 'appealAfterMinutes'], key: 'invalidValue' },
    ]);
  });

  it('points at a primary-sale lapse limit of 0 or over 100', () => {
    expect(settingsProblems({ ...config, primarySale: { dailyLapseLimit: 100 } })).toEqual([]);
    for (const dailyLapseLimit of [0, 101, null])
      expect(settingsProblems({ ...config, primarySale: { dailyLapseLimit } })).toEqual([
        { path: ['primarySale', 'dailyLapseLimit'], key: 'invalidValue' },
      ]);
  });

  it('points at an auction fee over 100 %, emptied, or finer than a basis point', () => {
    expect(settingsProblems({ ...config, auction: { feeBp: 10_000 } })).toEqual([]);
    for (const feeBp of [10_001, null, Number.NaN, 2.5])
      expect(settingsProblems({ ...config, auction: { feeBp } })).toEqual([
        { path: ['auction', 'feeBp'], key: 'invalidValue' },
      ]);
  });

  it('compares minimum and maximum as decimals, not as text or floats', () => {
    const rule = config.withdraw[0];
    if (!rule) throw new Error('no rule');
    expect(settingsProblems({ ...config, withdraw: [{ ...rule, min: '9', max: '10' }] })).toEqual([]);
    expect(settingsProblems({ ...config, withdraw: [{ ...rule, min: '10.000001', max: '10' }] })).toEqual([
      { path: ['withdraw', 0, 'max'], key: 'maxBelowMin' },
    ]);
  });

  it('refuses a network listed twice and a default language that is not offered', () => {
    const twice = {
      ...config,
      depositNetworks: [...config.depositNetworks, { network: 'TRC20', address: 'x', enabled: false }],
    };
    expect(settingsProblems(twice)).toEqual([
      { path: ['depositNetworks', 3, 'network'], key: 'duplicateNetwork' },
    ]);
    expect(settingsProblems({ ...config, languages: ['en'], defaultLanguage: 'ja' })).toEqual([
      { path: ['defaultLanguage'], key: 'defaultNotOffered' },
    ]);
  });

  it('points at an automatic recharge token that is no address of its network, and at its numbers', () => {
    const networks = config.autoRecharge.networks;
    const bad = {
      ...config,
      autoRecharge: {
        timeoutMinutes: 5,
        networks: networks.map((n) =>
          n.network === 'ERC20' ? { ...n, token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', confirmations: 0 } : n,
        ),
      },
    };
    expect(settingsProblems(bad)).toEqual(
      expect.arrayContaining([
        { path: ['autoRecharge', 'networks', 1, 'token'], key: 'tokenInvalid' },
        { path: ['autoRecharge', 'networks', 1, 'confirmations'], key: 'invalidValue' },
        { path: ['autoRecharge', 'timeoutMinutes'], key: 'invalidValue' },
      ]),
    );
  });
});

describe('a refused save’s fields', () => {
  it('are the form’s field errors, in the server’s words', () => {
    const data = {
      error: 'VALIDATION',
      field: 'autoRecharge.networks.1.token',
      fields: [
        {
          field: 'autoRecharge.networks.1.token',
          error: 'SETTINGS_TOKEN_INVALID',
          msg: '代币合约地址不是该网络的有效地址',
        },
        { field: 'siteName', error: 'FIELD_INVALID', msg: 'siteName 无效' },
      ],
    };
    expect(serverFieldErrors(data)).toEqual([
      { name: ['autoRecharge', 'networks', 1, 'token'], errors: ['代币合约地址不是该网络的有效地址'] },
      { name: ['siteName'], errors: ['siteName 无效'] },
    ]);
    expect(serverFieldErrors({ error: 'FORBIDDEN' })).toEqual([]);
    expect(serverFieldErrors(null)).toEqual([]);
  });
});
