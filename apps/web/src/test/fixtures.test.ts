import {
  addressBook,
  auctionDetail,
  balance,
  balances,
  bookAddress,
  boxDraw,
  coinMixIndex,
  coinMixTransferDone,
  depositTarget,
  envelope,
  failureEnvelope,
  ledgerDigest,
  ledgerDigestList,
  ledgerProofAnswer,
  ledgerSigningKeys,
  marketTrade,
  nftOrder,
  noticeDetail,
  noticePopup,
  onChainTransfer,
  paged,
  pledgeEarning,
  pledgeEarningList,
  pledgeOrder,
  pledgeProduct,
  pledgeTotal,
  recharge,
  recipient,
  securityEvent,
  securityOverview,
  statementLine,
  sysConfigAnswer,
  teamInfo,
  teamMember,
  teamPromote,
  totpSetup,
  transferDone,
  userCenter,
  userInfo,
  userSession,
  walletSummary,
  walletWorth,
  withdrawal,
  withdrawQuota,
  worthPart,
} from '@mcc/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as fixtures from './fixtures.ts';

/** Each builder's default answer, and the contract's schema it must pass. */
const answers: [name: string, built: unknown, schema: z.ZodType][] = [
  ['anEnvelope', fixtures.anEnvelope(fixtures.aBalance()), envelope(balance)],
  ['aFailure', fixtures.aFailure('PLEDGE_NOT_FOUND', '订单不存在'), failureEnvelope],
  ['aPage', fixtures.aPage([fixtures.aStatementLine()]), paged(statementLine)],
  ['aBalance', fixtures.aBalance(), balance],
  ['aBalances', fixtures.aBalances(), balances],
  ['aWalletSummary', fixtures.aWalletSummary(), walletSummary],
  ['aWalletWorth', fixtures.aWalletWorth(), walletWorth],
  ['aWorthPart', fixtures.aWorthPart(), worthPart],
  ['aStatementLine', fixtures.aStatementLine(), statementLine],
  ['anOnChainTransfer', fixtures.anOnChainTransfer(), onChainTransfer],
  ['aRecharge', fixtures.aRecharge(), recharge],
  ['aDepositTarget', fixtures.aDepositTarget(), depositTarget],
  ['aWithdrawal', fixtures.aWithdrawal(), withdrawal],
  ['aWithdrawQuota', fixtures.aWithdrawQuota(), withdrawQuota],
  ['aRecipient', fixtures.aRecipient(), recipient],
  ['aTransferDone', fixtures.aTransferDone(), transferDone],
  ['aUserInfo', fixtures.aUserInfo(), userInfo],
  ['aUserCenter', fixtures.aUserCenter(), userCenter],
  ['aTeamPromote', fixtures.aTeamPromote(), teamPromote],
  ['aTeamInfo', fixtures.aTeamInfo(), teamInfo],
  ['aTeamMember', fixtures.aTeamMember(), teamMember],
  ['aPledgeProduct', fixtures.aPledgeProduct(), pledgeProduct],
  ['aPledgeTotal', fixtures.aPledgeTotal(), pledgeTotal],
  ['aPledgeOrder', fixtures.aPledgeOrder(), pledgeOrder],
  ['aPledgeEarning', fixtures.aPledgeEarning(), pledgeEarning],
  ['aPledgeEarningPage', fixtures.aPledgeEarningPage([fixtures.aPledgeEarning()]), pledgeEarningList],
  ['aNotice', fixtures.aNotice(), noticeDetail],
  ['aNotice (popup)', fixtures.aNotice(), noticePopup],
  ['aMarketTrade', fixtures.aMarketTrade(), marketTrade],
  ['anAuctionDetail', fixtures.anAuctionDetail(), auctionDetail],
  ['aBoxDraw', fixtures.aBoxDraw(), boxDraw],
  ['aResaleOrder', fixtures.aResaleOrder(), nftOrder],
  ['aCoinMixIndex', fixtures.aCoinMixIndex(), coinMixIndex],
  ['aCoinMixTransferDone', fixtures.aCoinMixTransferDone(), coinMixTransferDone],
  ['aSysConfig', fixtures.aSysConfig(), sysConfigAnswer],
  ['aSecurityOverview', fixtures.aSecurityOverview(), securityOverview],
  ['aSecurityEvent', fixtures.aSecurityEvent(), securityEvent],
  ['aBookAddress', fixtures.aBookAddress(), bookAddress],
  ['anAddressBook', fixtures.anAddressBook([fixtures.aBookAddress()]), addressBook],
  ['aUserSession', fixtures.aUserSession(), userSession],
  ['aTotpSetup', fixtures.aTotpSetup(), totpSetup],
  ['aLedgerDigest', fixtures.aLedgerDigest(), ledgerDigest],
  ['aLedgerDigestList', fixtures.aLedgerDigestList(), ledgerDigestList],
  ['aLedgerSigningKeys', fixtures.aLedgerSigningKeys(), ledgerSigningKeys],
  ['aLedgerProofAnswer', fixtures.aLedgerProofAnswer(), ledgerProofAnswer],
];

describe('fixture builders', () => {
  it.each(answers)('%s builds an answer the contract accepts', (_name, built, schema) => {
    const parsed = schema.safeParse(built);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('every builder is checked here, so one that drifts from the contract fails', () => {
    const builders = Object.entries(fixtures)
      .filter(([name, value]) => typeof value === 'function' && /^an?[A-Z]/.test(name))
      .map(([name]) => name);
    // aResponse wraps a body for fetch, the paged queries are a hook's state: none is an answer to parse.
    const wrappers = ['aResponse', 'aPagedQuery', 'aFailedPagedQuery'];
    const checked = new Set([...answers.map(([name]) => name.split(' ')[0]), ...wrappers]);
    expect(builders.filter((name) => !checked.has(name))).toEqual([]);
  });

  it('a balance totals what is available and what is held, to the micro-unit', () => {
    expect(fixtures.aBalance({ available: '480.000000', frozen: '31.500001' }).total).toBe('511.500001');
    expect(fixtures.aWithdrawQuota({ BEP20: '99950' }).find((q) => q.network === 'BEP20')).toEqual({
      network: 'BEP20',
      used: '99950.000000',
      remaining: '50.000000',
    });
  });
});
