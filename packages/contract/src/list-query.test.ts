import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPLORERS, sysConfig } from './config.ts';
import { defaultSysConfig } from './defaults.ts';
import { explorerUrl } from './explorer.ts';
import { adminRechargeExportQuery, adminRechargeQuery } from './wallet.ts';

describe('a console list query', () => {
  it('takes a range of instants or dates, a sort of its own columns and an order', () => {
    const query = adminRechargeQuery.parse({
      from: '2026-05-01T00:00:00+08:00',
      to: '2026-05-04',
      sort: 'amount',
      order: 'asc',
      q: ' 0xabc ',
    });
    expect(query).toMatchObject({ page: 1, limit: 20, sort: 'amount', order: 'asc', q: '0xabc' });
    // Without an order the list keeps its own (a review queue's `reviewing` oldest first).
    expect(adminRechargeQuery.parse({})).toEqual({ page: 1, limit: 20, sort: 'createdAt' });
  });

  it('refuses a range that ends before it starts (or where it starts), a sort outside the list and a bad edge', () => {
    const problem = (input: object) => adminRechargeQuery.safeParse(input).error?.issues[0]?.message;
    expect(problem({ from: '2026-05-02', to: '2026-05-01' })).toBe('LIST_RANGE_INVALID');
    expect(problem({ from: '2026-05-01', to: '2026-05-01' })).toBe('LIST_RANGE_INVALID');
    expect(problem({ from: '2026-05-01T00:00:00' })).toBe('LIST_RANGE_INVALID');
    expect(problem({ sort: 'txHash' })).toBe('LIST_SORT_INVALID');
    expect(problem({ order: 'up' })).toBe('LIST_SORT_INVALID');
  });

  it("an export takes the list's filters without its page, and the operator's offset", () => {
    const query = adminRechargeExportQuery.parse({ state: 'approved', utcOffset: '480', page: '3' });
    expect(query).toEqual({ state: 'approved', utcOffset: 480, sort: 'createdAt' });
    expect(adminRechargeExportQuery.safeParse({ from: '2026-05-02', to: '2026-05-01' }).success).toBe(false);
  });
});

describe('explorer settings', () => {
  it('default for settings saved before they existed, and link hashes and addresses', () => {
    const { explorers: _, ...before } = defaultSysConfig;
    expect(sysConfig.parse(before).explorers).toEqual(DEFAULT_EXPLORERS);
    expect(explorerUrl(DEFAULT_EXPLORERS, 'ERC20', 'tx', 'ab'.repeat(32))).toBe(
      `https://etherscan.io/tx/0x${'ab'.repeat(32)}`,
    );
    expect(explorerUrl(DEFAULT_EXPLORERS, 'TRC20', 'address', 'T9y/x')).toBe(
      'https://tronscan.org/#/address/T9y%2Fx',
    );
  });

  it('take only http(s) templates holding their placeholder once', () => {
    const withTx = (tx: string) =>
      sysConfig.safeParse({
        ...defaultSysConfig,
        explorers: { ...DEFAULT_EXPLORERS, TRC20: { ...DEFAULT_EXPLORERS.TRC20, tx } },
      }).error?.issues[0]?.message;
    expect(withTx('https://scan.example/tx/{tx}')).toBeUndefined();
    expect(withTx('javascript:alert({tx})')).toBe('SETTINGS_EXPLORER_INVALID');
    expect(withTx('https://scan.example/tx/')).toBe('SETTINGS_EXPLORER_INVALID');
    expect(withTx('https://scan.example/{tx}/{tx}')).toBe('SETTINGS_EXPLORER_INVALID');
    expect(withTx('https://scan.example/{address}')).toBe('SETTINGS_EXPLORER_INVALID');
  });
});
