import { type Language, moneyText, type Network } from '@mcc/contract';
import type { FastifyBaseLogger } from 'fastify';
import { pickLanguage } from '../../lib/language.ts';
import { translate } from '../../lib/messages.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { SecurityService } from '../security/security.service.ts';
import type { RechargeRow } from './wallet-views.ts';

/** What a notice needs of a recharge the chain scanner (or a pasted hash) has just credited. */
export type CreditedDeposit = Pick<RechargeRow, 'id' | 'userId' | 'network' | 'amount' | 'txHash' | 'state'>;

/** A transaction hash as a message line holds it: its start and end ("0x3f9a1c…b07e42"), enough to find it. */
export function shortHash(network: Network, txHash: string): string {
  const hash = network === 'TRC20' ? txHash : `0x${txHash}`;
  return hash.length <= 17 ? hash : `${hash.slice(0, 8)}…${hash.slice(-6)}`;
}

/**
 * Tells users their chain deposits arrived: one notice per credited recharge, by SMS and e-mail (each
 * contact the user has, after their anti-phishing code: security's `notify`), with the amount, the
 * network and the shortened hash. In the language of the user's newest sign-in, else the platform's
 * default (no language is stored with the user). `credited` runs after the commit that credited them
 * and never throws: the money has arrived whether or not a message can be sent (each failure logged).
 */
export function createDepositNotices(deps: {
  security: Pick<SecurityService, 'notify'>;
  auth: Pick<AuthService, 'languageOf'>;
  settings: Pick<ConfigService, 'get'>;
  log: FastifyBaseLogger;
}) {
  const { security, auth, settings, log } = deps;

  async function languageOf(userId: number): Promise<Language> {
    return (await auth.languageOf(userId)) ?? pickLanguage((await settings.get()).defaultLanguage, undefined);
  }

  async function tell(deposit: CreditedDeposit) {
    const lang = await languageOf(deposit.userId);
    const text = translate('DEPOSIT_CREDITED_NOTICE', lang, {
      amount: moneyText(deposit.amount, 'USDT', lang),
      network: deposit.network,
      tx: shortHash(deposit.network, deposit.txHash),
    });
    await security.notify(deposit.userId, lang, 'deposit_credited', text);
  }

  /** One notice for each of `rows` that is credited (a row below the minimum, or still waiting, gets none). */
  async function credited(rows: readonly CreditedDeposit[]) {
    for (const row of rows) {
      if (row.state !== 'approved') continue;
      try {
        await tell(row);
      } catch (e) {
        log.error({ err: e, rechargeId: row.id }, 'deposit notice failed');
      }
    }
  }

  return { credited };
}

export type DepositNotices = ReturnType<typeof createDepositNotices>;
