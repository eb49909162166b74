import { z } from 'zod';
import { normalizeAddress } from './address.ts';
import { nameText } from './text.ts';

export const NETWORKS = ['TRC20', 'ERC20', 'BEP20'] as const;
export const network = z.enum(NETWORKS, { error: 'NETWORK_INVALID' });
export type Network = (typeof NETWORKS)[number];

/** Amounts in configuration are decimal strings, like every amount on the wire. */
const amount = z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, { error: 'AMOUNT_INVALID' });
const bp = z.number().int().min(0).max(10_000);
/** The smallest manual recharge, in USDT, where the settings name none. */
export const DEFAULT_RECHARGE_MIN = '1';

export const withdrawRule = z.strictObject({
  network,
  min: amount,
  max: amount,
  fixedFee: amount,
  feeBp: bp,
  dailyLimit: amount,
  enabled: z.boolean(),
});

/** An absolute http(s) address a browser can open; nothing else (no `javascript:`, no bare words). */
const isHttpUrl = (text: string) => {
  if (!/^https?:\/\/[^\s<>"'\\]+$/i.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
};
/** An in-app path (`/logo.svg`), never `//host` (which a browser reads as another site). */
const isAppPath = (text: string) => /^\/(?![/\\])[^\s<>"'\\]*$/.test(text);
const address = (allowed: (text: string) => boolean) =>
  z
    .string({ error: 'SETTINGS_URL_INVALID' })
    .max(500, { error: 'SETTINGS_URL_INVALID' })
    .refine(allowed, { error: 'SETTINGS_URL_INVALID' });
/** Each network list has at least one entry: an empty one would switch the feature off unnoticed. */
const networkList = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1, { error: 'SETTINGS_NETWORKS_REQUIRED' });

/**
 * Automatic recharge on one network: the switch, the token contract whose transfers count (a valid
 * address of that network) and how many confirmations a transfer needs before it is credited.
 */
/** The smallest chain deposit credited, in USDT, where the settings name none (rows saved before it). */
export const DEFAULT_DEPOSIT_MIN = '1';

const autoRechargeNetwork = z
  .strictObject({
    network,
    enabled: z.boolean(),
    token: z.string().max(100),
    confirmations: z.number().int().min(1).max(1_000),
    /** A transfer below it is recorded, not credited (`below_minimum`): dust, or address poisoning. */
    minimum: amount.default(DEFAULT_DEPOSIT_MIN),
  })
  .refine((n) => normalizeAddress(n.network, n.token) !== undefined, {
    error: 'SETTINGS_TOKEN_INVALID',
    path: ['token'],
  });

/**
 * A block explorer's page of a transaction (`{tx}`) or an address (`{address}`) on one network: an
 * http(s) template holding its placeholder once; the console links hashes and addresses through it.
 */
const explorerTemplate = (placeholder: '{tx}' | '{address}') =>
  z
    .string({ error: 'SETTINGS_EXPLORER_INVALID' })
    .max(300, { error: 'SETTINGS_EXPLORER_INVALID' })
    .refine((t) => t.split(placeholder).length === 2 && isHttpUrl(t.replace(placeholder, 'x')), {
      error: 'SETTINGS_EXPLORER_INVALID',
    });
const explorerLinks = z.strictObject({
  tx: explorerTemplate('{tx}'),
  address: explorerTemplate('{address}'),
});
export const explorerSettings = z.strictObject({
  TRC20: explorerLinks,
  ERC20: explorerLinks,
  BEP20: explorerLinks,
});
export type ExplorerSettings = z.infer<typeof explorerSettings>;
export const DEFAULT_EXPLORERS: ExplorerSettings = {
  TRC20: {
    tx: 'https://tronscan.org/#/transaction/{tx}',
    address: 'https://tronscan.org/#/address/{address}',
  },
  ERC20: { tx: 'https://etherscan.io/tx/{tx}', address: 'https://etherscan.io/address/{address}' },
  BEP20: { tx: 'https://bscscan.com/tx/{tx}', address: 'https://bscscan.com/address/{address}' },
};

/** The console's settings of account security (`sysConfig.security`). */
export const securitySettings = z.strictObject({
  /** Hours before an address added to the book can be used (and before whitelist-only goes off). */
  addressCoolingHours: z.number().int().min(0).max(720),
  /** Hours withdrawals are held after a password reset, a payment-password or a 2FA change. */
  lockAfterPasswordHours: z.number().int().min(0).max(720),
  /** Hours withdrawals are held after a phone or e-mail change. */
  lockAfterContactHours: z.number().int().min(0).max(720),
  /** A sign-in from a device the account has not used asks for a code sent to the account. */
  newDeviceCode: z.boolean(),
});
export type SecuritySettings = z.infer<typeof securitySettings>;
export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = {
  addressCoolingHours: 24,
  lockAfterPasswordHours: 24,
  lockAfterContactHours: 48,
  newDeviceCode: false,
};

/**
 * Four eyes on money (`sysConfig.fourEyes`): a withdrawal paying out more than `payoutAbove` USDT is
 * not paid on one operator's say: it waits, under review, for a second operator's approval.
 */
export const fourEyesSettings = z.strictObject({ payoutAbove: amount });
export type FourEyesSettings = z.infer<typeof fourEyesSettings>;
export const DEFAULT_FOUR_EYES: FourEyesSettings = { payoutAbove: '10000' };

/**
 * The whole configuration; also the body of `POST /admin-api/settings`, so every object in it is
 * strict (an unknown field is refused, not dropped).
 */
export const sysConfig = z.strictObject({
  siteName: nameText(undefined, 'TEXT_INVALID').trim().min(1).max(40),
  /** An in-app path or an http(s) address. */
  logo: address((s) => isAppPath(s) || isHttpUrl(s)),
  /** The customer-service page: an http(s) address, or empty for none. */
  serviceUrl: address((s) => s === '' || isHttpUrl(s)),
  version: z.strictObject({ name: z.string().max(40), code: z.number().int() }),
  languages: z.array(z.string().max(20)).max(20),
  defaultLanguage: z.string().max(20),
  /**
   * The platform's deposit address per network, and the smallest manual recharge on it (`min`, USDT:
   * an operator reviews each; a default for rows saved before it existed).
   */
  depositNetworks: networkList(
    z.strictObject({
      network,
      address: z.string().max(100),
      min: amount.default(DEFAULT_RECHARGE_MIN),
      enabled: z.boolean(),
    }),
  ),
  withdraw: networkList(withdrawRule),
  transferFeeBp: bp,
  exchangeFeeBp: z.strictObject({ buySsk: bp, sellSsk: bp, sellMcc: bp, buyMcc: bp }),
  mccBuyEnabled: z.boolean(),
  /**
   * Market limits in tokens: the smallest trade, and what one user may trade per kind in any rolling
   * 24 hours (SSK bought, SSK sold, MCC sold, MCC bought).
   */
  market: z.strictObject({
    sskMin: amount,
    sskDailyBuy: amount,
    sskDailySell: amount,
    mccMin: amount,
    mccDailySell: amount,
    mccDailyBuy: amount,
  }),
  inviteRequired: z.boolean(),
  /** Shares of each pledge accrual paid to the inviters at depth 1, 2 and 3. */
  commissionBp: z.tuple([bp, bp, bp]),
  /** What the coin-mix wallet earns a day on its cut-off balance. */
  coinMixDailyRateBp: bp,
  /**
   * NFT resale: the platform's fee on a sale (bp of the price, from the seller), how long after the
   * buyer marks an order paid they may appeal an unconfirmed one, how many orders a buyer may cancel
   * or let lapse unpaid in any rolling 24 hours (each unpaid order holds one of them; at the limit the
   * buyer orders again when the oldest is 24 hours old), and how many unpaid orders a buyer may hold
   * at once. `openOrderLimit` has a default because the settings row is merged over the defaults one
   * level deep: a `resale` saved before it existed would otherwise fail the schema.
   */
  resale: z.strictObject({
    feeBp: bp,
    appealAfterMinutes: z.number().int().min(1).max(10_080),
    dailyCancelLimit: z.number().int().min(1).max(100),
    openOrderLimit: z.number().int().min(1).max(20).default(1),
  }),
  /**
   * NFT primary sale: how many orders a buyer may let lapse unpaid in any rolling 24 hours; each
   * unpaid order holds one of them, so it also bounds the unpaid orders one buyer holds across series.
   */
  primarySale: z.strictObject({
    dailyLapseLimit: z.number().int().min(1).max(100),
  }),
  /** Auctions: the platform's fee on a sale, in bp of the winning bid, from the seller. */
  auction: z.strictObject({ feeBp: bp }),
  /**
   * Automatic recharge per network, and how long a transfer may wait for its confirmations before the
   * recharge is refused (`CONFIRMATION_TIMEOUT`). RPC addresses and deposit keys are the server's
   * environment (`CHAIN_*`), not settings: they are secrets, and this object is public.
   */
  autoRecharge: z.strictObject({
    networks: networkList(autoRechargeNetwork),
    timeoutMinutes: z.number().int().min(10).max(10_080),
    /**
     * Whether deposits below the minimum count towards the next one: credited together once the
     * network's uncredited ones of the user reach the minimum.
     */
    carryBelowMinimum: z.boolean().default(true),
  }),
  upload: z.strictObject({
    maxBytes: z.number().int().positive(),
    types: z.array(z.string().max(100)).max(20),
  }),
  /** Account security: the address book's cooling period, holds after sensitive changes, new devices. */
  security: securitySettings.default(DEFAULT_SECURITY_SETTINGS),
  /** The payout above which a second operator approves (not in the app's copy: users need not know it). */
  fourEyes: fourEyesSettings.default(DEFAULT_FOUR_EYES),
  /** The block explorer of each network, for the console's links of hashes and addresses. */
  explorers: explorerSettings.default(DEFAULT_EXPLORERS),
});
export type SysConfig = z.infer<typeof sysConfig>;

/**
 * What `GET /api/common/sysConfig` answers: the settings and `publicUrl`, the server's `PUBLIC_URL` when
 * the operator set one, else null (invite links and posters then use the address the browser is on: a
 * default `localhost` cannot be scanned by a phone). Not a setting: the console never edits it. The
 * four-eyes threshold is the console's business and stays out.
 */
export const sysConfigAnswer = sysConfig
  .omit({ fourEyes: true })
  .extend({ publicUrl: z.string().nullable() });
export type SysConfigAnswer = z.infer<typeof sysConfigAnswer>;
