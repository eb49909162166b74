/**
 * A fresh install's settings (`@mcc/contract/defaults`): out of the index, which the web app's login page
 * loads whole, so that its users do not download what only the server and the console use.
 */
import {
  DEFAULT_DEPOSIT_MIN,
  DEFAULT_EXPLORERS,
  DEFAULT_FOUR_EYES,
  DEFAULT_RECHARGE_MIN,
  DEFAULT_SECURITY_SETTINGS,
  type SysConfig,
} from './config.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.ts';

/** A fresh install's TRC20 withdrawal rule: the other networks' defaults, and a rule added in the console, start from it. */
export const defaultWithdrawRule: SysConfig['withdraw'][number] = {
  network: 'TRC20',
  min: '10',
  max: '50000',
  fixedFee: '1',
  feeBp: 0,
  dailyLimit: '100000',
  enabled: true,
};

/** What a fresh install shows until an operator changes it. Deposit addresses are placeholders to replace. */
export const defaultSysConfig: SysConfig = {
  siteName: 'MCC',
  logo: '/logo.svg',
  serviceUrl: '',
  version: { name: '1.0.1', code: 101 },
  languages: [...LANGUAGES],
  defaultLanguage: DEFAULT_LANGUAGE,
  depositNetworks: [
    {
      network: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      min: DEFAULT_RECHARGE_MIN,
      enabled: true,
    },
    {
      network: 'ERC20',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      min: DEFAULT_RECHARGE_MIN,
      enabled: true,
    },
    {
      network: 'BEP20',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      min: DEFAULT_RECHARGE_MIN,
      enabled: true,
    },
  ],
  withdraw: [
    defaultWithdrawRule,
    {
      network: 'ERC20',
      min: '20',
      max: '50000',
      fixedFee: '5',
      feeBp: 0,
      dailyLimit: '100000',
      enabled: true,
    },
    {
      network: 'BEP20',
      min: '10',
      max: '50000',
      fixedFee: '0.5',
      feeBp: 0,
      dailyLimit: '100000',
      enabled: true,
    },
  ],
  transferFeeBp: 0,
  exchangeFeeBp: { buySsk: 50, sellSsk: 50, sellMcc: 50, buyMcc: 50 },
  mccBuyEnabled: false,
  market: {
    sskMin: '1',
    sskDailyBuy: '100000',
    sskDailySell: '100000',
    mccMin: '1',
    mccDailySell: '100000',
    mccDailyBuy: '100000',
  },
  inviteRequired: true,
  commissionBp: [1000, 500, 200],
  coinMixDailyRateBp: 10,
  // 1 % of a resale from the seller; a buyer may appeal 30 minutes after paying; 3 cancels or lapses
  // a day; one unpaid resale order at a time (a copy held from everyone else while its buyer pays).
  resale: { feeBp: 100, appealAfterMinutes: 30, dailyCancelLimit: 3, openOrderLimit: 1 },
  // 3 primary orders left to lapse a day: a wallet payment takes seconds, a lapse is rare in good faith.
  primarySale: { dailyLapseLimit: 3 },
  // 2.5 % of a winning bid from the seller, as NFT marketplaces take.
  auction: { feeBp: 250 },
  // Tether's USDT contracts and the confirmations exchanges commonly ask; a network works once the
  // server has its chain set up (CHAIN_* in the environment).
  autoRecharge: {
    networks: [
      {
        network: 'TRC20',
        enabled: true,
        token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        confirmations: 19,
        minimum: DEFAULT_DEPOSIT_MIN,
      },
      {
        network: 'ERC20',
        enabled: true,
        token: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        confirmations: 12,
        minimum: DEFAULT_DEPOSIT_MIN,
      },
      {
        network: 'BEP20',
        enabled: true,
        token: '0x55d398326f99059fF775485246999027B3197955',
        confirmations: 15,
        minimum: DEFAULT_DEPOSIT_MIN,
      },
    ],
    timeoutMinutes: 120,
    carryBelowMinimum: true,
  },
  upload: { maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] },
  security: DEFAULT_SECURITY_SETTINGS,
  fourEyes: DEFAULT_FOUR_EYES,
  explorers: DEFAULT_EXPLORERS,
};
