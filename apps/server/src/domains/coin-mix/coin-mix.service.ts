import { randomUUID } from 'node:crypto';
import {
  bpRoundDown,
  type CoinMixIndex,
  type CoinMixWallet,
  formatAmount,
  INPUT_DECIMALS,
  type Network,
  parseAmount,
} from '@mcc/contract';
import type { Db } from '../../db/client.ts';
import { addDays, businessDay } from '../../lib/business-day.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { type Ledger, toStatementLine, unwrap, wireBalance } from '../ledger/ledger.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { COIN_MIX_YIELD } from './coin-mix-accrual.ts';

/** Which way a transfer goes: into the coin-mix wallet from the main one, or back out. */
type Direction = 'in' | 'out';
const CODES = { in: 'coinmix_in', out: 'coinmix_out' } as const;

/**
 * The coin-mix wallet (the spec's "coin-mix AI quant"): the user's `quant` USDT account. Money comes in from and goes back to
 * the main wallet, or leaves to a chain address through the USDT withdrawal (same rules and review);
 * the daily accrual (coin-mix-accrual.ts) pays its earnings.
 */
export function createCoinMixService(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: AuthService;
  settings: ConfigService;
  wallet: WalletService;
}) {
  const { db, clock, ledger, auth, settings, wallet } = deps;

  /** Earnings ever, and those for yesterday (paid today, after yesterday's cut-off). */
  async function earnings(userId: number) {
    const yesterday = addDays(businessDay(clock.now()), -1);
    const earned = await ledger.credited(db, userId, 'quant', COIN_MIX_YIELD, { refId: yesterday });
    return { total: earned.total, yesterday: earned.part };
  }

  async function index(userId: number): Promise<CoinMixIndex> {
    const [config, quant, main, earned] = await Promise.all([
      settings.get(),
      ledger.balances(db, userId, 'quant'),
      ledger.balances(db, userId),
      earnings(userId),
    ]);
    // The posted balance earns (money held for a withdrawal under review too, until it is paid).
    const balance = quant.USDT.total;
    return {
      dailyRateBp: config.coinMixDailyRateBp,
      balance: formatAmount(balance),
      estimatedDaily: formatAmount(bpRoundDown(balance, config.coinMixDailyRateBp)),
      yesterdayEarnings: formatAmount(earned.yesterday),
      totalEarnings: formatAmount(earned.total),
      mainAvailable: formatAmount(main.USDT.available),
    };
  }

  async function statement(userId: number, page: number, limit: number): Promise<CoinMixWallet> {
    const account = await ledger.userAccount(db, userId, 'USDT', 'quant');
    const [s, quant] = await Promise.all([
      ledger.statement(db, account, page, limit),
      ledger.balances(db, userId, 'quant'),
    ]);
    return { ...s, list: s.list.map(toStatementLine), balance: wireBalance(quant.USDT) };
  }

  /**
   * Moves USDT between the main and the coin-mix wallet, after the payment password. One ledger transfer
   * with a fresh key per request (a retried request is answered by the Idempotency-Key layer); the
   * ledger refuses an overdraft or a frozen account and nothing moves.
   */
  async function transfer(
    userId: number,
    direction: Direction,
    input: { amount: string; payPassword: string },
  ) {
    await auth.verifyPayPassword(userId, input.payPassword);
    // The contract checked the amount; this only turns it into micro-units.
    const amount = parseAmount(input.amount, INPUT_DECIMALS.USDT) ?? 0n;
    const [main, quant] = await Promise.all([
      ledger.userAccount(db, userId, 'USDT'),
      ledger.userAccount(db, userId, 'USDT', 'quant'),
    ]);
    const [debit, credit] = direction === 'in' ? [main, quant] : [quant, main];
    unwrap(
      await ledger.transfer(db, {
        key: `coinmix:${direction}:${userId}:${randomUUID()}`,
        debit,
        credit,
        asset: 'USDT',
        amount,
        code: CODES[direction],
        refType: 'coinmix',
      }),
    );
    const [m, q] = await Promise.all([ledger.balances(db, userId), ledger.balances(db, userId, 'quant')]);
    return {
      amount: formatAmount(amount),
      balance: formatAmount(q.USDT.total),
      mainAvailable: formatAmount(m.USDT.available),
    };
  }

  return {
    index,
    statement,
    transferIn: (userId: number, input: { amount: string; payPassword: string }) =>
      transfer(userId, 'in', input),
    transferOut: (userId: number, input: { amount: string; payPassword: string }) =>
      transfer(userId, 'out', input),
    /** The USDT withdrawal, paid from the coin-mix wallet. */
    withdraw: (
      userId: number,
      input: { network: Network; address: string; amount: string; payPassword: string; totpCode?: string },
    ) => wallet.withdraw(userId, input, 'quant'),
  };
}

export type CoinMixService = ReturnType<typeof createCoinMixService>;
