import { z } from 'zod';
import { payPassword } from './auth.ts';
import { paged, rowId } from './common.ts';
import { consoleListQuery, exportQuery } from './list-query.ts';
import { amountProblem, INPUT_DECIMALS, PRICE_SCALE } from './money.ts';
import { amountInput } from './wallet.ts';

/**
 * Market: the platform's prices of MCC and SSK in USDT. Prices have their own scale, finer than
 * amounts (10^-6): a token worth a fraction of a cent still has several significant digits.
 */
export const MARKET_SYMBOLS = ['MCC', 'SSK'] as const;
export type MarketSymbol = (typeof MARKET_SYMBOLS)[number];
export const marketSymbol = z.enum(MARKET_SYMBOLS, { error: 'SYMBOL_INVALID' });

const PRICE_UNIT = 10n ** BigInt(PRICE_SCALE);
/** Whole digits a price may have: 10^8 USDT a token is beyond any price an operator means. */
const PRICE_MAX_WHOLE_DIGITS = 8;

/** Why a typed price is not acceptable, as a message key; undefined when it is fine. */
export function priceProblem(text: string) {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return 'PRICE_INVALID' as const;
  const [, whole = '', frac = ''] = m;
  if (whole.length > 1 && whole.startsWith('0')) return 'PRICE_INVALID' as const;
  if (frac.replace(/0+$/, '').length > PRICE_SCALE) return 'PRICE_TOO_PRECISE' as const;
  if (whole.length > PRICE_MAX_WHOLE_DIGITS) return 'PRICE_TOO_LARGE' as const;
  if (/^[0.]+$/.test(text)) return 'PRICE_NOT_POSITIVE' as const;
  return undefined;
}

/** A valid price text (see `priceProblem`) as 10^-10 units. */
export function parsePrice(text: string): bigint {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole) * PRICE_UNIT + BigInt(frac.replace(/0+$/, '').padEnd(PRICE_SCALE, '0'));
}

/** 10^-10 units as a decimal string with all ten decimals ("0.0012500000"). */
export function formatPrice(units: bigint): string {
  return `${units / PRICE_UNIT}.${(units % PRICE_UNIT).toString().padStart(PRICE_SCALE, '0')}`;
}

/** A price an operator types: digits with up to ten decimals, above zero. */
export const priceInput = z
  .string({ error: 'PRICE_INVALID' })
  .max(40, { error: 'PRICE_INVALID' })
  .superRefine((text, ctx) => {
    const problem = priceProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An ISO-8601 time with its offset, as operators schedule prices. */
const planTime = z.iso.datetime({ offset: true, error: 'TIME_INVALID' });

export const PRICE_SOURCES = ['operator', 'plan'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** A price as applied: a point of the history. */
export const pricePoint = z.object({
  symbol: marketSymbol,
  price: z.string(),
  appliedAt: z.string(),
  source: z.enum(PRICE_SOURCES),
});
export type PricePoint = z.infer<typeof pricePoint>;

/** `POST /admin-api/market/price`: the price from now on. */
export const setPriceBody = z.strictObject({ symbol: marketSymbol, price: priceInput });

/** Points a plan may hold: a day of points a minute apart, more than any schedule needs. */
export const PLAN_MAX_POINTS = 1440;

/**
 * `POST /admin-api/market/plans` (and `/plans/preview`): either `points` (future times and prices) or
 * `ramp` (from `startPrice` at `startAt` to `endPrice` at `endAt` in `steps` equal steps: steps + 1
 * points, the first at `startAt`).
 */
export const planBody = z
  .strictObject({
    symbol: marketSymbol,
    points: z
      .array(z.strictObject({ at: planTime, price: priceInput }))
      .min(1, { error: 'PLAN_EMPTY' })
      .max(PLAN_MAX_POINTS, { error: 'PLAN_TOO_LONG' })
      .optional(),
    ramp: z
      .strictObject({
        startAt: planTime,
        endAt: planTime,
        startPrice: priceInput,
        endPrice: priceInput,
        steps: z
          .number({ error: 'PLAN_STEPS_INVALID' })
          .int({ error: 'PLAN_STEPS_INVALID' })
          .min(1, { error: 'PLAN_STEPS_INVALID' })
          .max(PLAN_MAX_POINTS - 1, { error: 'PLAN_STEPS_INVALID' }),
      })
      .optional(),
  })
  .refine((b) => (b.points === undefined) !== (b.ramp === undefined), {
    error: 'PLAN_POINTS_OR_RAMP',
    path: ['points'],
  });
export type PlanBody = z.infer<typeof planBody>;

export const planPoint = z.object({
  at: z.string(),
  price: z.string(),
  /** When it became the price; null while it waits (or for ever, once its plan is cancelled). */
  appliedAt: z.string().nullable(),
});
export const planPreview = z.object({ symbol: marketSymbol, points: z.array(planPoint) });

/** `done` once every point is applied; a cancelled plan applies none of its remaining points. */
export const PLAN_STATES = ['scheduled', 'done', 'cancelled'] as const;
export const marketPlan = z.object({
  id: z.number().int(),
  symbol: marketSymbol,
  status: z.enum(PLAN_STATES),
  createdBy: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  points: z.array(planPoint),
});
export type MarketPlan = z.infer<typeof marketPlan>;
export const marketPlanList = paged(marketPlan);
/** Price plans, newest first by default. The date range is `createdAt`. */
export const planListQuery = consoleListQuery(
  { symbol: marketSymbol.optional(), status: z.enum(PLAN_STATES).optional() },
  { sort: ['createdAt'], limit: 20 },
);
export const planExportQuery = exportQuery(planListQuery);
export const planIdParams = z.object({ id: rowId('PLAN_NOT_FOUND') });

/** The current price of each symbol that has one, for the console. */
export const adminPrices = z.object({ list: z.array(pricePoint) });

/** `?symbol`: MCC when left out. */
export const symbolQuery = z.object({ symbol: marketSymbol.default('MCC') });

/** `/api/market/price`: the price now and today's figures (the business day starts 00:00 UTC+8). */
export const marketPrice = z.object({
  symbol: marketSymbol,
  price: z.string(),
  /** The price at the start of the business day (the first of the day when it had none before). */
  open: z.string(),
  /** Change since `open` in percent, two decimals, signed ("-1.25"). */
  change: z.string(),
  high: z.string(),
  low: z.string(),
  /** Tokens of this symbol traded by users in the last 24 hours. */
  volume24h: z.string(),
  updatedAt: z.string(),
});
export type MarketPrice = z.infer<typeof marketPrice>;

export const HISTORY_RANGES = ['1D', '1W', '1M', '3M', 'ALL'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
/** At most this many candles per answer. */
export const HISTORY_MAX_POINTS = 500;
export const historyQuery = symbolQuery.extend({
  range: z.enum(HISTORY_RANGES, { error: 'RANGE_INVALID' }).default('1D'),
});
/** One bucket of the chart: the price at its start (`open`, carried over from before), extremes, last. */
export const candle = z.object({
  time: z.string(),
  open: z.string(),
  high: z.string(),
  low: z.string(),
  close: z.string(),
});
export const marketHistory = z.object({
  symbol: marketSymbol,
  range: z.enum(HISTORY_RANGES),
  /** Bucket length in seconds. */
  interval: z.number().int(),
  candles: z.array(candle),
});
export type MarketHistory = z.infer<typeof marketHistory>;

/** A live price event of `/api/market/stream` (event `price`, `id` the price row's id). */
export type PriceEvent = PricePoint & { id: number };

/** `POST /api/fund/buySsk` and `/api/fund/sellSsk`: `amount` in SSK. */
export const sskTradeBody = z.object({ amount: amountInput(INPUT_DECIMALS.SSK), payPassword });

/** The assets `/api/market/exchange` converts between. */
export const EXCHANGE_ASSETS = ['MCC', 'USDT'] as const;
const exchangeAsset = z.enum(EXCHANGE_ASSETS, { error: 'ASSET_INVALID' });
/** `POST /api/market/exchange`: `amount` in the `from` asset, with that asset's decimals. */
export const exchangeBody = z
  .object({
    from: exchangeAsset,
    to: exchangeAsset,
    amount: z.string({ error: 'AMOUNT_INVALID' }).max(40, { error: 'AMOUNT_INVALID' }),
    payPassword,
  })
  .superRefine((b, ctx) => {
    if (b.from === b.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'EXCHANGE_SAME_ASSET' });
    const problem = amountProblem(b.amount, INPUT_DECIMALS[b.from]);
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
  });

export const MARKET_TRADE_KINDS = ['buy_ssk', 'sell_ssk', 'sell_mcc', 'buy_mcc'] as const;
export type MarketTradeKind = (typeof MARKET_TRADE_KINDS)[number];
/**
 * A user's trade: what left the user (`paid`, in `fromAsset`, fee included), what reached them
 * (`received`, in `toAsset`), the fee (USDT) and the price it was made at.
 */
export const marketTrade = z.object({
  id: z.number().int(),
  kind: z.enum(MARKET_TRADE_KINDS),
  fromAsset: z.string(),
  toAsset: z.string(),
  paid: z.string(),
  received: z.string(),
  fee: z.string(),
  price: z.string(),
  createdAt: z.string(),
});
export type MarketTrade = z.infer<typeof marketTrade>;
export const marketTradeList = paged(marketTrade);
