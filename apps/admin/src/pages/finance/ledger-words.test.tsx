import type { AuditEntry, LedgerTransferRow } from '@mcc/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf, renderInConsole, stubAdminApi } from '../../test/console.tsx';
import { stubBrowserApis } from '../../test/jsdom.ts';
import AuditPage from '../audit/audit-page.tsx';
import LedgerPage from './ledger-page.tsx';

beforeAll(stubBrowserApis);

const account = (id: number, kind: string, uid: string | null) => ({
  id,
  label: uid ? `user ${uid} ${kind} USDT` : `system ${kind} USDT`,
  userId: uid ? id : null,
  uid,
  kind,
  asset: 'USDT' as const,
});
/** A box opened with 5 USDT, and an older row whose code and reference the console has no words for. */
const TRANSFERS: LedgerTransferRow[] = [
  {
    id: 1,
    key: 'box:1',
    debit: account(11, 'main', '45898218'),
    credit: account(2, 'nft_sales', null),
    asset: 'USDT',
    amount: '5.000000',
    state: 'posted',
    code: 'box_open',
    refType: 'nft_box_draw',
    refId: '1',
    memo: '',
    createdAt: '2026-11-27T02:00:00.000Z',
    resolvedAt: null,
  },
  {
    id: 2,
    key: 'legacy:2',
    debit: account(3, 'vault', null),
    credit: account(11, 'main', '45898218'),
    asset: 'USDT',
    amount: '0.003125',
    state: 'posted',
    code: 'legacy_bonus',
    refType: 'promo_run',
    refId: 'spring',
    memo: '',
    createdAt: '2026-11-27T01:00:00.000Z',
    resolvedAt: null,
  },
];
/** An audit row: operator 1 did `action` to `targetType` `targetId`. */
const audited = (id: number, action: string, targetType: string, targetId: string): AuditEntry => ({
  id,
  operatorId: 1,
  actor: 'admin',
  action,
  targetType,
  targetId,
  before: null,
  after: null,
  ip: '',
  createdAt: '2026-11-27T02:00:00.000Z',
});
const AUDIT = [
  audited(7, 'recharge.approve', 'recharge', '12'),
  audited(8, 'settings.update', 'settings', 'sysConfig'),
  audited(9, 'operator.login', 'operator', '1'),
];

/** A token account: its amounts in the token's decimals, as every screen writes MCC. */
const MCC_ACCOUNT = {
  ...account(4, 'main', '45898218'),
  asset: 'MCC' as const,
  debitsPosted: '1.000000',
  creditsPosted: '1100.000000',
  debitsPending: '0.000000',
  creditsPending: '0.000000',
  balance: '1099.000000',
  available: '1099.000000',
  frozen: false,
};

beforeEach(() => {
  stubAdminApi(({ url }) => {
    if (url.includes('/audit')) return pageOf(AUDIT);
    return pageOf(url.includes('/ledger/accounts') ? [MCC_ACCOUNT] : TRANSFERS);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the ledger and the audit log in words', () => {
  it('names accounts, codes and references in the console language, and older codes readably', async () => {
    renderInConsole(<LedgerPage />, ['ledger.read'], '/finance/ledger');
    const table = await screen.findByTestId('transfer-table');
    await screen.findByText('盲盒抽取 #1');
    const text = table.textContent ?? '';
    expect(text).toContain('开盲盒');
    expect(text).toContain('用户 45898218 主账户 USDT');
    expect(text).toContain('系统·NFT 销售 USDT');
    // Older data: no words for the code, the account kind or the reference type, and no crash.
    expect(text).toContain('legacy bonus');
    expect(text).toContain('系统·vault USDT');
    expect(text).toContain('promo run spring');
    for (const raw of ['box_open', 'nft_box_draw', 'nft_sales', 'user 45898218'])
      expect(text).not.toContain(raw);
  });

  it("writes a token account's amounts with the token's decimals", async () => {
    renderInConsole(<LedgerPage />, ['ledger.read'], '/finance/ledger?tab=accounts');
    const table = await screen.findByTestId('account-table');
    await screen.findByText('用户 45898218 主账户 MCC');
    expect(table.textContent).toContain('1,099.0000');
    expect(table.textContent).toContain('1,100.0000');
  });

  it('says what each audited action did and to what', async () => {
    renderInConsole(<AuditPage />, ['audit.read'], '/audit');
    await screen.findByText('充值审核通过');
    const text = (await screen.findByTestId('audit-table')).textContent ?? '';
    expect(text).toContain('充值单 #12');
    expect(text).toContain('修改系统设置');
    expect(text).toContain('管理员登录');
    for (const raw of ['recharge.approve', 'operator.login', 'sysConfig']) expect(text).not.toContain(raw);
  });
});
