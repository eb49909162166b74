import { z } from 'zod';

export const NETWORKS = ['TRC20', 'ERC20', 'BEP20'] as const;
export const network = z.enum(NETWORKS, { error: 'NETWORK_INVALID' });
export type Network = (typeof NETWORKS)[number];

/** Amounts in configuration are decimal strings, like every amount on the wire. */
const amount = z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, { error: 'AMOUNT_INVALID' });
const bp = z.number().int().min(0).max(10_000);

export const withdrawRule = z.object({
  network,
  min: amount,
  max: amount,
  fixedFee: amount,
  feeBp: bp,
  dailyLimit: amount,
  enabled: z.boolean(),
});

export const sysConfig = z.object({
  siteName: z.string().min(1).max(40),
  logo: z.string().max(500),
  serviceUrl: z.string().max(500),
  version: z.object({ name: z.string(), code: z.number().int() }),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  depositNetworks: z.array(z.object({ network, address: z.string().max(100), enabled: z.boolean() })),
  withdraw: z.array(withdrawRule),
  transferFeeBp: bp,
  exchangeFeeBp: z.object({ buySsk: bp, sellSsk: bp, sellMcc: bp, buyMcc: bp }),
  mccBuyEnabled: z.boolean(),
  inviteRequired: z.boolean(),
  /** Shares of each pledge accrual paid to the inviters at depth 1, 2 and 3. */
  commissionBp: z.tuple([bp, bp, bp]),
  /** What the coin-mix wallet earns a day on its cut-off balance. */
  coinMixDailyRateBp: bp,
  upload: z.object({ maxBytes: z.number().int().positive(), types: z.array(z.string()) }),
});
export type SysConfig = z.infer<typeof sysConfig>;

/**
 * What `GET /api/common/sysConfig` answers: the settings and `publicUrl`, the server's `PUBLIC_URL` when
 * the operator set one, else null (invite links and posters then use the address the browser is on: a
 * default `localhost` cannot be scanned by a phone). Not a setting: the console never edits it.
 */
export const sysConfigAnswer = sysConfig.extend({ publicUrl: z.string().nullable() });
export type SysConfigAnswer = z.infer<typeof sysConfigAnswer>;
