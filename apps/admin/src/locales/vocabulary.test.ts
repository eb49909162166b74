import {
  ADMIN_PERMISSIONS,
  APPEAL_EVENTS,
  APPEAL_REASONS,
  APPEAL_SIDES,
  APPEAL_STATES,
  AUCTION_STATES,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  BATCH_JOBS,
  BOX_STATES,
  CHAIN_ALERT_KINDS,
  DAILY_TASKS,
  DEPOSIT_DIFFERENCE_CAUSES,
  LANGUAGES,
  LEDGER_CHECKS,
  LEDGER_TRANSFER_STATES,
  LOCK_REASONS,
  OPERATOR_ROLES,
  OPERATOR_STATUSES,
  ORDER_STATES,
  PAY_METHOD_KINDS,
  PLAN_STATES,
  PLEDGE_ORDER_STATES,
  PRICE_SOURCES,
  PROPOSAL_KINDS,
  PROPOSAL_STATES,
  RARITIES,
  RECHARGE_KINDS,
  RECHARGE_STATES,
  RECONCILIATION_STATES,
  REFERENCE_TYPES,
  SERIES_STATES,
  SYSTEM_ACCOUNT_KINDS,
  TRANSFER_CODES,
  USER_ACCOUNT_KINDS,
  USER_STATUSES,
  WITHDRAWAL_STATES,
} from '@mcc/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import {
  accountName,
  actorText,
  auditTargetText,
  readableCode,
  referenceText,
  wordFor,
} from '../lib/vocabulary.ts';
import { bundles } from './index.ts';

/**
 * Every code the server writes and the console shows, from the contract's own lists, with where its
 * words are: a code added to a list without its words in all four languages fails here.
 */
const VOCABULARIES: [string, readonly string[]][] = [
  ['codes', TRANSFER_CODES],
  ['refTypes', REFERENCE_TYPES.filter((r) => r !== '')],
  ['accountKinds', [...USER_ACCOUNT_KINDS, ...SYSTEM_ACCOUNT_KINDS]],
  ['auditActions', AUDIT_ACTIONS],
  ['auditTargets', AUDIT_TARGET_TYPES],
  ['ledgerChecks', LEDGER_CHECKS],
  ['jobFailures.jobs', BATCH_JOBS],
  ['states', [...RECHARGE_STATES, ...WITHDRAWAL_STATES, ...LEDGER_TRANSFER_STATES]],
  ['states', [...USER_STATUSES, ...OPERATOR_STATUSES, 'frozen']],
  ['appeals.states', APPEAL_STATES],
  ['appeals.events', APPEAL_EVENTS],
  ['nft.states', SERIES_STATES],
  ['market.statuses', PLAN_STATES],
  ['market.sources', PRICE_SOURCES],
  ['auctions.states', AUCTION_STATES],
  ['boxes.states', BOX_STATES],
  ['nft.orderStates', ORDER_STATES],
  ['nft.rarities', RARITIES],
  ['appeals.reasons', APPEAL_REASONS],
  ['appeals.sides', APPEAL_SIDES],
  ['appeals.payKinds', PAY_METHOD_KINDS],
  ['pledge.orderStates', PLEDGE_ORDER_STATES],
  ['finance.kinds', RECHARGE_KINDS],
  ['chainDeposits.difference.causes', DEPOSIT_DIFFERENCE_CAUSES],
  ['chainDeposits.run.states', RECONCILIATION_STATES],
  ['chainDeposits.alert.kinds', CHAIN_ALERT_KINDS],
  ['proposals.kinds', PROPOSAL_KINDS],
  ['proposals.states', PROPOSAL_STATES],
  ['userSecurity.lockReasons', LOCK_REASONS],
  ['roles', OPERATOR_ROLES],
  ['permissions', ADMIN_PERMISSIONS],
];

/** The bundle's text at `group` (dotted) and `code` (a code may hold dots itself). */
function textOf(bundle: object, group: string, code: string): unknown {
  const texts = group.split('.').reduce<unknown>((at, k) => (at as Record<string, unknown>)?.[k], bundle);
  return (texts as Record<string, unknown> | undefined)?.[code];
}

describe('the console words every code the server writes', () => {
  it.each(LANGUAGES)('in %s', (lang) => {
    const missing = VOCABULARIES.flatMap(([group, codes]) =>
      codes.filter((code) => {
        const text = textOf(bundles[lang], group, code);
        return typeof text !== 'string' || !text.trim() || text === code;
      }),
    );
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('names each daily task in %s', (lang) => {
    for (const task of DAILY_TASKS)
      expect(textOf(bundles[lang], `pledge.tasks.${task}`, 'title')).toBeTruthy();
  });

  it('finds dotted codes (audit actions) through the translator, in each language', async () => {
    for (const lang of LANGUAGES) {
      const t = i18n.getFixedT(lang);
      for (const action of AUDIT_ACTIONS)
        expect(wordFor(t, 'auditActions', action)).toBe(textOf(bundles[lang], 'auditActions', action));
    }
  });

  it('names ledger accounts, references and audit targets from their parts', () => {
    const t = i18n.getFixedT('zh-Hans');
    expect(accountName(t, { kind: 'main', asset: 'USDT', uid: '45898218' })).toBe(
      '用户 45898218 主账户 USDT',
    );
    expect(accountName(t, { kind: 'deposits', asset: 'USDT', uid: null })).toBe('系统·充值入账 USDT');
    expect(referenceText(t, 'nft_box_draw', '1')).toBe('盲盒抽取 #1');
    expect(referenceText(t, 'coinmix_day', '2026-11-27')).toBe('币混AI量化日结 2026-11-27');
    expect(referenceText(t, '', '')).toBe('–');
    expect(auditTargetText(t, 'settings', 'sysConfig')).toBe('系统设置');
    expect(auditTargetText(t, 'recharge', '12')).toBe('充值单 #12');
    expect(auditTargetText(t, 'job_item_failure', 'order-expiry:7')).toBe(
      '失败的任务项 NFT 超时订单关闭（订单） #7',
    );
    expect(actorText(t, 'system:first-run')).toBe('系统（首次启动）');
    expect(actorText(t, 'cli:root')).toBe('命令行（root）');
    expect(actorText(t, 'admin')).toBe('admin');
    expect(actorText(t, 'system:nightly-sweep')).toBe('系统（nightly sweep）');
    const en = i18n.getFixedT('en');
    expect(accountName(en, { kind: 'fees', asset: 'MCC', uid: null })).toBe('System · Fee income MCC');
  });

  it('reads a code it has no words for (older data) as its words, spaced', () => {
    const t = i18n.getFixedT('zh-Hans');
    expect(wordFor(t, 'codes', 'legacy_bonus')).toBe('legacy bonus');
    expect(wordFor(t, 'auditActions', 'nft.listing.remove')).toBe('nft listing remove');
    expect(wordFor(t, 'refTypes', 'odd key: 1')).toBe('odd key 1');
    // A code naming a group of texts is not one of its texts.
    expect(wordFor(t, 'accountKinds', '')).toBe('–');
    expect(accountName(t, { kind: 'vault', asset: 'SSK', uid: null })).toBe('系统·vault SSK');
    expect(readableCode('job.failure-retry')).toBe('job failure retry');
  });
});
