import { type Asset, SINGLE_AUDIT_TARGETS } from '@mcc/contract';
import type { TFunction } from 'i18next';

/**
 * The server's codes in the console's words (locales/codes/, and the finance area's `codes` for
 * transfer codes). Every code the server writes today has its words (locales/vocabulary.test.ts); a
 * code from older data that has none reads as its own words spaced out ("nft box draw"), never as a
 * missing-text key or a crash.
 */
export type Vocabulary =
  | 'codes'
  | 'refTypes'
  | 'accountKinds'
  | 'auditActions'
  | 'auditTargets'
  | 'ledgerChecks';

/** A code without its words: its parts, spaced. */
export const readableCode = (code: string) => code.replace(/[\s._:-]+/g, ' ').trim() || '–';

/** Codes are lower-case words joined by `.`, `_` or `-`; anything else is not looked up as a key. */
const CODE = /^[a-zA-Z][\w.-]*$/;

export function wordFor(t: TFunction, vocabulary: Vocabulary, code: string): string {
  if (!CODE.test(code)) return readableCode(code);
  const word = t(`${vocabulary}.${code}`, { defaultValue: '' });
  return typeof word === 'string' && word !== '' ? word : readableCode(code);
}

/** A ledger account in words from its parts: "用户 45898218 主账户 USDT", "系统·手续费收入 USDT". */
export function accountName(t: TFunction, account: { kind: string; asset: Asset; uid: string | null }) {
  const kind = wordFor(t, 'accountKinds', account.kind);
  return account.uid
    ? t('accountNames.user', { uid: account.uid, kind, asset: account.asset })
    : t('accountNames.system', { kind, asset: account.asset });
}

/** What a movement belongs to: "充值单 #12", "币混AI量化日结 2026-11-27"; none is a dash. */
export function referenceText(t: TFunction, refType: string, refId: string): string {
  if (!refType) return '–';
  return `${wordFor(t, 'refTypes', refType)} ${/^\d+$/.test(refId) ? `#${refId}` : refId}`.trim();
}

/**
 * What an audited action was done to: "充值单 #12", "日期 2026-11-27", "失败的任务项 自动充值确认 #7";
 * the settings and the ledger, of which there is one, by their word alone.
 */
export function auditTargetText(t: TFunction, targetType: string, targetId: string): string {
  if (!targetType) return '–';
  const word = wordFor(t, 'auditTargets', targetType);
  if ((SINGLE_AUDIT_TARGETS as readonly string[]).includes(targetType)) return word;
  const jobItem = targetType === 'job_item_failure' && /^([a-z-]+):(\d+)$/.exec(targetId);
  if (jobItem) {
    const job = t(`jobFailures.jobs.${jobItem[1]}`, { defaultValue: readableCode(jobItem[1] ?? '') });
    return `${word} ${job} #${jobItem[2]}`;
  }
  if (/^\d+$/.test(targetId)) return `${word} #${targetId}`;
  return `${word} ${targetId}`.trim();
}

/** A filter's choices: each code, in words. */
export const vocabularyOptions = (t: TFunction, vocabulary: Vocabulary, codes: readonly string[]) =>
  codes.map((code) => ({ value: code, label: wordFor(t, vocabulary, code) }));

/**
 * Who did an audited action: an operator by their username; the server itself (`system:<what>`) and
 * the command line (`cli:<OS user>`) in words: "系统（首次启动）", "命令行（root）".
 */
export function actorText(t: TFunction, actor: string): string {
  const [, source, who = ''] = /^(system|cli):(.*)$/.exec(actor) ?? [];
  if (source === 'cli') return t('auditActors.cli', { user: who });
  if (source !== 'system') return actor;
  const what = CODE.test(who) ? t(`auditActors.work.${who}`, { defaultValue: '' }) : '';
  return t('auditActors.system', { what: what || readableCode(who) });
}
