import { z } from 'zod';
import { payPassword } from './auth.ts';
import { paged } from './common.ts';
import { balance, money, statementLine, usdtAmount, withdrawBody } from './wallet.ts';

/**
 * The coin-mix wallet (the spec's "coin-mix AI quant"): a flexible USDT wallet (the user's `quant`
 * account) that earns `dailyRateBp` a day on the balance it held at the day's cut-off (the end of the
 * business day).
 */
export const coinMixIndex = z.object({
  dailyRateBp: z.number().int(),
  balance: money,
  /** What today's balance would earn at the cut-off, rounded down. */
  estimatedDaily: money,
  yesterdayEarnings: money,
  totalEarnings: money,
  /** The main wallet's available USDT, for transfers in. */
  mainAvailable: money,
});
export type CoinMixIndex = z.infer<typeof coinMixIndex>;

export const coinMixTransferBody = z.object({ amount: usdtAmount, payPassword });
export const coinMixTransferDone = z.object({ amount: money, balance: money, mainAvailable: money });
/** Same fields and rules as the USDT withdrawal; the money leaves the coin-mix wallet. */
export const coinMixWithdrawBody = withdrawBody;

/** `/api/coinMix/wallet?page`: the coin-mix wallet's balance (held = withdrawals under review) and statement. */
export const coinMixWallet = paged(statementLine).extend({ balance });
export type CoinMixWallet = z.infer<typeof coinMixWallet>;
