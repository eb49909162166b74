import {
  bpRoundUp,
  formatAmount,
  type Network,
  normalizeAddress,
  parseAmount,
  type SysConfig,
  type UserAccountKind,
} from '@mcc/contract';
import { and, desc, eq, gt, inArray, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { type Ledger, unwrap } from '../ledger/ledger.service.ts';
import type { SecurityService } from '../security/security.service.ts';
import { withdrawals } from './wallet.tables.ts';
import { toWithdrawal, usdt } from './wallet-views.ts';

const DAY_MS = 86_400_000;

/** Withdrawals that count against the daily limit: everything not given back. */
const COUNTED = ['reviewing', 'paid'] as const;

/** The fee of a withdrawal: fixed part plus basis points of the amount, rounded up. */
export function withdrawFee(amount: bigint, rule: { fixedFee: string; feeBp: number }): bigint {
  return (parseAmount(rule.fixedFee) ?? 0n) + bpRoundUp(amount, rule.feeBp);
}

/** Withdrawals: the daily quota, a request (amount and fee held for review), the user's list. */
export function createWalletWithdrawals(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: Pick<AuthService, 'verifyPayPassword'>;
  settings: ConfigService;
  security: Pick<SecurityService, 'assertUnlocked' | 'checkWithdrawAddress' | 'secondFactor'>;
}) {
  const { db, clock, ledger, auth, settings, security } = deps;

  async function usdtAccount(tx: Db | Tx, userId: number) {
    return ledger.userAccount(tx, userId, 'USDT');
  }

  function withdrawRule(config: SysConfig, network: Network) {
    const rule = config.withdraw.find((r) => r.network === network);
    if (!rule?.enabled) throw new AppError('NETWORK_DISABLED');
    return rule;
  }

  /** What the user withdrew on a network in the last 24 hours (rolling), rejected ones excluded. */
  async function usedToday(tx: Db | Tx, userId: number, network: Network) {
    const since = new Date(clock.now().getTime() - DAY_MS);
    const [row] = await tx
      .select({ used: sum(withdrawals.amount).mapWith(BigInt) })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.userId, userId),
          eq(withdrawals.network, network),
          inArray(withdrawals.state, [...COUNTED]),
          gt(withdrawals.createdAt, since),
        ),
      );
    return row?.used ?? 0n;
  }

  async function withdrawQuota(userId: number) {
    const config = await settings.get();
    return Promise.all(
      config.withdraw.map(async (rule) => {
        const used = await usedToday(db, userId, rule.network);
        const limit = parseAmount(rule.dailyLimit) ?? 0n;
        const remaining = limit > used ? limit - used : 0n;
        return { network: rule.network, used: formatAmount(used), remaining: formatAmount(remaining) };
      }),
    );
  }

  /**
   * Holds amount + fee while an operator reviews. The user's USDT account is locked first, so two
   * withdrawals of one user see each other's daily usage and balance; the row and the holds commit
   * together or not at all. `from` is the wallet the money leaves: the main one, or the coin-mix
   * `quant` wallet; the rules, the daily limit (shared by both) and the review are the same.
   *
   * Account security first (docs/security.md), before any shared lock: no hold after a sensitive
   * change, an address the book allows (cooled, or any while whitelist-only is off), the payment
   * password, then the authenticator's code when 2FA is on (no recovery codes for money).
   */
  async function withdraw(
    userId: number,
    input: { network: Network; address: string; amount: string; payPassword: string; totpCode?: string },
    from: UserAccountKind = 'main',
  ) {
    const config = await settings.get();
    const rule = withdrawRule(config, input.network);
    const address = normalizeAddress(input.network, input.address);
    if (!address) throw new AppError('ADDRESS_INVALID');
    const amount = usdt(input.amount);
    const min = parseAmount(rule.min) ?? 0n;
    const max = parseAmount(rule.max) ?? 0n;
    if (amount < min) throw new AppError('WITHDRAW_BELOW_MIN', { min: rule.min });
    if (amount > max) throw new AppError('WITHDRAW_ABOVE_MAX', { max: rule.max });
    await security.assertUnlocked(userId);
    await security.checkWithdrawAddress(userId, input.network, address);
    await auth.verifyPayPassword(userId, input.payPassword);
    await security.secondFactor(userId, input.totpCode);
    const fee = withdrawFee(amount, rule);

    const row = await db.transaction(async (tx) => {
      const main = await usdtAccount(tx, userId);
      const account = from === 'main' ? main : await ledger.userAccount(tx, userId, 'USDT', from);
      const [sink, fees] = await Promise.all([
        ledger.systemAccount(tx, 'withdrawals', 'USDT'),
        ledger.systemAccount(tx, 'fees', 'USDT'),
      ]);
      // The main account is locked whichever wallet pays: a main and a quant withdrawal of one user
      // then cannot both slip under their shared daily limit.
      await ledger.lockAccounts(tx, [main, account, sink, fees]);
      const used = await usedToday(tx, userId, input.network);
      const limit = parseAmount(rule.dailyLimit) ?? 0n;
      if (used + amount > limit) {
        const remaining = formatAmount(limit > used ? limit - used : 0n);
        throw new AppError('WITHDRAW_DAILY_LIMIT', { remaining }, { remaining });
      }
      const [w] = await tx
        .insert(withdrawals)
        .values({
          userId,
          accountKind: from,
          network: input.network,
          address,
          amount,
          fee,
          createdAt: clock.now(),
        })
        .returning();
      if (!w) throw new Error('withdrawal insert returned nothing');
      const ref = {
        refType: 'withdrawal' as const,
        refId: String(w.id),
        asset: 'USDT' as const,
        debit: account,
      };
      unwrap(
        await ledger.batch(tx, [
          {
            type: 'hold',
            spec: { ...ref, key: `withdrawal:${w.id}`, credit: sink, amount, code: 'withdraw' },
          },
          ...(fee > 0n
            ? [
                {
                  type: 'hold' as const,
                  spec: {
                    ...ref,
                    key: `withdrawal:${w.id}:fee`,
                    credit: fees,
                    amount: fee,
                    code: 'fee' as const,
                  },
                },
              ]
            : []),
        ]),
      );
      return w;
    });
    return toWithdrawal(row);
  }

  async function withdrawList(userId: number, page: number, limit: number) {
    const mine = eq(withdrawals.userId, userId);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(withdrawals)
        .where(mine)
        .orderBy(desc(withdrawals.id))
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.$count(withdrawals, mine),
    ]);
    return pageOf(rows.map(toWithdrawal), total, page, limit);
  }

  return { withdrawQuota, withdraw, withdrawList };
}
