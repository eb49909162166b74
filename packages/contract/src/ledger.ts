/**
 * The ledger's vocabulary, as closed sets: every account kind, transfer code and reference type the
 * server writes. The server's ledger calls take these types, and the apps' statement texts are keyed
 * by them, so a new code without its texts in every language does not compile.
 */

/**
 * A user's accounts: `main` (the wallet) and `quant` (the coin-mix wallet; PRODUCT.md's name, kept on
 * the wire and in storage). In code "quant" means this account only; the staking area is `pledge`.
 */
export const USER_ACCOUNT_KINDS = ['main', 'quant'] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];

/** System accounts (one per asset); they may go negative. */
export const SYSTEM_ACCOUNT_KINDS = [
  'deposits',
  'withdrawals',
  'fees',
  'pledge_escrow',
  'yield',
  'commission',
  'market',
  'nft_sales',
  'auction_escrow',
  'adjustments',
] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];
export type AccountKind = UserAccountKind | SystemAccountKind;

/** What a movement is; a statement line is labelled by its code. */
export const TRANSFER_CODES = [
  'deposit',
  'withdraw',
  'fee',
  'transfer',
  'adjustment',
  'pledge_lock',
  'pledge_yield',
  'pledge_release',
  'commission',
  'coinmix_in',
  'coinmix_out',
  'coinmix_yield',
  'ssk_buy',
  'ssk_sell',
  'exchange',
  'nft_buy',
  'nft_resale_fee',
  'box_open',
  'nft_synthesis_fee',
  'bid_hold',
  'auction_sale',
  'auction_fee',
] as const;
export type TransferCode = (typeof TRANSFER_CODES)[number];

/**
 * A locale's texts for the transfer codes: declare them `satisfies TransferCodeTexts`, and a code
 * added above does not compile until the locale words it. Other keys (codes still to come) may stay.
 */
export type TransferCodeTexts = Record<TransferCode, string> & Record<string, string>;

/** What a movement belongs to (`refType`, with the row's id or the day as `refId`); '' for nothing. */
export const REFERENCE_TYPES = [
  '',
  'recharge',
  'withdrawal',
  'transfer',
  'user',
  'pledge_order',
  'coinmix',
  'coinmix_day',
  'market_trade',
  'nft_order',
  'nft_listing',
  'nft_box_draw',
  'nft_synthesis',
  'nft_auction',
] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

export const LEDGER_TRANSFER_STATES = ['posted', 'pending', 'voided'] as const;

/** The ledger's invariants, each a check of `ledger:verify` and the console's verify (words per key). */
export const LEDGER_CHECKS = [
  'balancesSumToZero',
  'totalsMatchTransfers',
  'noNegativeAvailable',
  'twoStatementLines',
  'statementsChain',
  'oneTransferPerKey',
] as const;
export type LedgerCheck = (typeof LEDGER_CHECKS)[number];
export type TransferState = (typeof LEDGER_TRANSFER_STATES)[number];
