import {
  type Asset,
  formatAmount,
  formatPrice,
  INPUT_DECIMALS,
  type MarketTrade,
  type MarketTradeKind,
  parseAmount,
  quote,
  type SysConfig,
} from '@mcc/contract';
import { and, count, desc, eq, gt, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { type Ledger, type LedgerOp, unwrap } from '../ledger/ledger.service.ts';
import { marketTrades } from './market.tables.ts';

const DAY_MS = 86_400_000;

type TradeRow = typeof marketTrades.$inferSelect;

/** Each kind's token, direction, ledger code, fee share and limits (settings `exchangeFeeBp`, `market`). */
const KINDS = {
  buy_ssk: { token: 'SSK', buys: true, code: 'ssk_buy', fee: 'buySsk', min: 'sskMin', daily: 'sskDailyBuy' },
  sell_ssk: {
    token: 'SSK',
    buys: false,
    code: 'ssk_sell',
    fee: 'sellSsk',
    min: 'sskMin',
    daily: 'sskDailySell',
  },
  sell_mcc: {
    token: 'MCC',
    buys: false,
    code: 'exchange',
    fee: 'sellMcc',
    min: 'mccMin',
    daily: 'mccDailySell',
  },
  buy_mcc: { token: 'MCC', buys: true, code: 'exchange', fee: 'buyMcc', min: 'mccMin', daily: 'mccDailyBuy' },
} as const satisfies Record<
  MarketTradeKind,
  {
    token: 'SSK' | 'MCC';
    buys: boolean;
    code: 'ssk_buy' | 'ssk_sell' | 'exchange';
    fee: keyof SysConfig['exchangeFeeBp'];
    min: keyof SysConfig['market'];
    daily: keyof SysConfig['market'];
  }
>;

const toTrade = (r: TradeRow): MarketTrade => {
  const k = KINDS[r.kind];
  return {
    id: r.id,
    kind: r.kind,
    fromAsset: k.buys ? 'USDT' : k.token,
    toAsset: k.buys ? k.token : 'USDT',
    paid: formatAmount(r.paid),
    received: formatAmount(r.received),
    fee: formatAmount(r.fee),
    price: formatPrice(r.price),
    createdAt: r.createdAt.toISOString(),
  };
};

/** The kinds whose token is `symbol` (the volume of a symbol counts both directions). */
export const kindsOf = (symbol: 'SSK' | 'MCC') =>
  (Object.keys(KINDS) as MarketTradeKind[]).filter((k) => KINDS[k].token === symbol);

/**
 * Trades with the platform at the current price: the user's side against the `market` system account
 * of each asset (which may go negative: the platform is the counterparty), the fee to `fees`.
 */
export function createMarketTrading(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: Pick<AuthService, 'verifyPayPassword'>;
  settings: Pick<ConfigService, 'get'>;
  priceOf: (symbol: 'SSK' | 'MCC', tx: Tx) => Promise<bigint | undefined>;
}) {
  const { db, clock, ledger, auth, settings, priceOf } = deps;

  /** Tokens of one kind the user traded in the last 24 hours (rolling, like the withdrawal limit). */
  async function tradedToday(tx: Db | Tx, userId: number, kind: MarketTradeKind) {
    const since = new Date(clock.now().getTime() - DAY_MS);
    const [row] = await tx
      .select({ tokens: sum(marketTrades.tokens).mapWith(BigInt) })
      .from(marketTrades)
      .where(
        and(eq(marketTrades.userId, userId), eq(marketTrades.kind, kind), gt(marketTrades.createdAt, since)),
      );
    return row?.tokens ?? 0n;
  }

  /**
   * Makes one trade. The amount is in the asset the user gives (SSK for `buy_ssk`: the SSK wanted).
   * Every account involved is locked first, in id order, so the daily limit and the balance are read
   * with no other trade of the user in flight; the trade row and its movements commit together.
   */
  async function trade(userId: number, kind: MarketTradeKind, amountText: string, payPassword: string) {
    const k = KINDS[kind];
    const config = await settings.get();
    if (kind === 'buy_mcc' && !config.mccBuyEnabled) throw new AppError('MCC_BUY_DISABLED');
    const given: Asset = kind === 'buy_mcc' ? 'USDT' : k.token;
    const amount = parseAmount(amountText, INPUT_DECIMALS[given]) ?? 0n;
    const min = parseAmount(config.market[k.min]) ?? 0n;
    if (given !== 'USDT' && amount < min)
      throw new AppError('TRADE_BELOW_MIN', { min: config.market[k.min] });
    await auth.verifyPayPassword(userId, payPassword);

    const row = await db.transaction(async (tx) => {
      const price = await priceOf(k.token, tx);
      if (price === undefined) throw new AppError('PRICE_NOT_SET');
      const q = quote(kind, amount, price, config.exchangeFeeBp[k.fee]);
      if (!q) throw new AppError('TRADE_TOO_SMALL');
      if (given === 'USDT' && q.tokens < min)
        throw new AppError('TRADE_BELOW_MIN', { min: config.market[k.min] });
      const [userToken, userUsdt, marketToken, marketUsdt, fees] = await Promise.all([
        ledger.userAccount(tx, userId, k.token),
        ledger.userAccount(tx, userId, 'USDT'),
        ledger.systemAccount(tx, 'market', k.token),
        ledger.systemAccount(tx, 'market', 'USDT'),
        ledger.systemAccount(tx, 'fees', 'USDT'),
      ]);
      await ledger.lockAccounts(tx, [userToken, userUsdt, marketToken, marketUsdt, fees]);
      const used = await tradedToday(tx, userId, kind);
      const limit = parseAmount(config.market[k.daily]) ?? 0n;
      if (used + q.tokens > limit) {
        const remaining = formatAmount(limit > used ? limit - used : 0n);
        throw new AppError('TRADE_DAILY_LIMIT', { remaining }, { remaining });
      }
      const [t] = await tx
        .insert(marketTrades)
        .values({ userId, kind, ...q, price, createdAt: clock.now() })
        .returning();
      if (!t) throw new Error('market trade insert returned nothing');
      const ref = { refType: 'market_trade' as const, refId: String(t.id) };
      const move = (
        key: string,
        asset: Asset,
        debit: number,
        credit: number,
        amount: bigint,
        code: typeof k.code | 'fee',
      ): LedgerOp => ({
        type: 'transfer',
        spec: { ...ref, key: `market:${t.id}:${key}`, asset, debit, credit, amount, code },
      });
      const usdtSide = k.buys ? q.paid - q.fee : q.received + q.fee;
      const ops: LedgerOp[] = k.buys
        ? [
            move('usdt', 'USDT', userUsdt, marketUsdt, usdtSide, k.code),
            move('token', k.token, marketToken, userToken, q.tokens, k.code),
          ]
        : [
            move('token', k.token, userToken, marketToken, q.tokens, k.code),
            move('usdt', 'USDT', marketUsdt, userUsdt, usdtSide, k.code),
          ];
      // The fee leaves the user's USDT as its own statement line (after a sale's proceeds arrived).
      if (q.fee > 0n) ops.push(move('fee', 'USDT', userUsdt, fees, q.fee, 'fee'));
      unwrap(await ledger.batch(tx, ops));
      return t;
    });
    return toTrade(row);
  }

  /** The user's trades, newest first (`/api/market/record`). */
  async function records(userId: number, page: number, limit: number) {
    const mine = eq(marketTrades.userId, userId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(marketTrades)
        .where(mine)
        .orderBy(desc(marketTrades.id))
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.select({ n: count() }).from(marketTrades).where(mine),
    ]);
    return pageOf(rows.map(toTrade), total?.n ?? 0, page, limit);
  }

  /** Tokens of `symbol` users traded in the last 24 hours, both directions. */
  async function volume24h(symbol: 'SSK' | 'MCC') {
    const since = new Date(clock.now().getTime() - DAY_MS);
    const kinds = kindsOf(symbol);
    const totals = await Promise.all(
      kinds.map(async (kind) => {
        const [row] = await db
          .select({ tokens: sum(marketTrades.tokens).mapWith(BigInt) })
          .from(marketTrades)
          .where(and(eq(marketTrades.kind, kind), gt(marketTrades.createdAt, since)));
        return row?.tokens ?? 0n;
      }),
    );
    return totals.reduce((a, b) => a + b, 0n);
  }

  return { trade, records, volume24h };
}

export type MarketTrading = ReturnType<typeof createMarketTrading>;
