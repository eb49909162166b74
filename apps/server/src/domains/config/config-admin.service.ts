import { LANGUAGES, normalizeAddress, parseAmount, type SysConfig, sysConfig } from '@mcc/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/messages.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import type { ConfigService } from './config.service.ts';

interface Problem {
  /** Dotted path of the field, as validation failures name it (`withdraw.0.max`). */
  field: string;
  error: MessageKey;
  params: Record<string, string>;
}

/**
 * The rules the schema cannot express: one entry per network; deposit addresses valid for their
 * network (an enabled network needs one; they are stored in canonical form); every withdraw rule
 * min ≤ max ≤ daily limit; languages among the bundled four, the default among them. Answers the
 * config to store, or every problem found.
 */
export function checkSysConfig(input: SysConfig): { config: SysConfig } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const seenDeposit = new Set<string>();
  const depositNetworks = input.depositNetworks.map((n, i) => {
    if (seenDeposit.has(n.network)) {
      problems.push({
        field: `depositNetworks.${i}.network`,
        error: 'SETTINGS_NETWORK_DUPLICATE',
        params: { network: n.network },
      });
    }
    seenDeposit.add(n.network);
    const blank = n.address.trim() === '';
    const address = blank ? '' : normalizeAddress(n.network, n.address);
    if (address === undefined || (blank && n.enabled)) {
      problems.push({
        field: `depositNetworks.${i}.address`,
        error: 'SETTINGS_ADDRESS_INVALID',
        params: { network: n.network },
      });
    }
    return { ...n, address: address ?? n.address };
  });

  const seenWithdraw = new Set<string>();
  input.withdraw.forEach((rule, i) => {
    if (seenWithdraw.has(rule.network)) {
      problems.push({
        field: `withdraw.${i}.network`,
        error: 'SETTINGS_NETWORK_DUPLICATE',
        params: { network: rule.network },
      });
    }
    seenWithdraw.add(rule.network);
    // The schema already checked these are decimal amounts.
    const min = parseAmount(rule.min) ?? 0n;
    const max = parseAmount(rule.max) ?? 0n;
    const daily = parseAmount(rule.dailyLimit) ?? 0n;
    if (min > max || max > daily) {
      problems.push({
        field: min > max ? `withdraw.${i}.min` : `withdraw.${i}.max`,
        error: 'SETTINGS_WITHDRAW_RANGE',
        params: { network: rule.network },
      });
    }
  });

  const known = new Set<string>(LANGUAGES);
  const languageOk =
    input.languages.length > 0 &&
    new Set(input.languages).size === input.languages.length &&
    input.languages.every((l) => known.has(l));
  if (!languageOk) {
    problems.push({ field: 'languages', error: 'SETTINGS_LANGUAGE_INVALID', params: {} });
  } else if (!input.languages.includes(input.defaultLanguage)) {
    problems.push({ field: 'defaultLanguage', error: 'SETTINGS_LANGUAGE_INVALID', params: {} });
  }

  return problems.length > 0 ? { problems } : { config: { ...input, depositNetworks } };
}

/** The settings that decide what a day pays: commission shares and the coin-mix rate. */
const earningRulesOf = (c: SysConfig) => JSON.stringify([c.commissionBp, c.coinMixDailyRateBp]);

/**
 * Operators read and replace the app's configuration; each change is audited with before and after.
 * `settleDays` pays every day that is due so far (the daily tasks): it runs before a change of the
 * earning rules, so days that ended under the old shares or rate are paid at them even when the
 * daily job is behind, and only days still to come see the new ones.
 */
export function createConfigAdmin(deps: {
  db: Db;
  settings: ConfigService;
  audit: AuditService;
  settleDays?: () => Promise<unknown>;
}) {
  const { db, audit } = deps;

  /**
   * Replaces the whole sysConfig. A rule broken answers its own key (`data.field` names the first bad
   * field, `data.problems` all of them) and stores nothing.
   */
  async function update(input: SysConfig, by: AuditActor): Promise<SysConfig> {
    const checked = checkSysConfig(input);
    if ('problems' in checked) {
      const [first] = checked.problems;
      if (!first) throw new Error('no problem reported');
      throw new AppError(first.error, first.params, {
        field: first.field,
        problems: checked.problems.map((p) => ({ field: p.field, error: p.error, ...p.params })),
      });
    }
    const next = sysConfig.parse(checked.config);
    if (deps.settleDays && earningRulesOf(next) !== earningRulesOf(await deps.settings.get())) {
      await deps.settleDays();
    }
    return db.transaction(async (tx) => {
      const before = await deps.settings.get(tx, { forUpdate: true });
      await deps.settings.update(next, tx);
      await audit.record(tx, {
        ...by,
        action: 'settings.update',
        targetType: 'settings',
        targetId: 'sysConfig',
        before,
        after: next,
      });
      return next;
    });
  }

  return { get: () => deps.settings.get(), update };
}

export type ConfigAdmin = ReturnType<typeof createConfigAdmin>;
