import type { Language } from '@mcc/contract';
import { ERROR_TEXTS } from '@mcc/contract/error-texts';
import { adminTexts } from '../domains/admin/admin.texts.ts';
import { authTexts } from '../domains/auth/auth.texts.ts';
import { configTexts } from '../domains/config/config.texts.ts';
import { idempotencyTexts } from '../domains/idempotency/idempotency.texts.ts';
import { ledgerTexts } from '../domains/ledger/ledger.texts.ts';
import { marketTexts } from '../domains/market/market.texts.ts';
import { nftTexts } from '../domains/nft/nft.texts.ts';
import { noticeTexts } from '../domains/notice/notice.texts.ts';
import { pledgeTexts } from '../domains/pledge/pledge.texts.ts';
import { securityTexts } from '../domains/security/security.texts.ts';
import { teamTexts } from '../domains/team/team.texts.ts';
import { uploadTexts } from '../domains/upload/upload.texts.ts';
import { chainDepositTexts } from '../domains/wallet/chain-deposits.texts.ts';
import { depositNoticeTexts } from '../domains/wallet/deposit-notices.texts.ts';
import { walletTexts } from '../domains/wallet/wallet.texts.ts';
import { jobTexts } from '../jobs/jobs.texts.ts';
import { requestTexts } from '../plugins/errors.texts.ts';
import { commonTexts } from './common.texts.ts';
import { mergeTexts } from './texts.ts';

/**
 * Every message the API can put in `msg`, by stable key, in all four languages: the registry of the
 * texts each part of the server keeps beside its code (`<domain>/<domain>.texts.ts`,
 * `plugins/errors.texts.ts`, `jobs/jobs.texts.ts`, `lib/common.texts.ts`) and the contract's
 * validation keys. A text missing a language, or a key defined in two parts, does not compile
 * (`lib/texts.ts`). `{name}` placeholders are filled from the error's params.
 *
 * The registry imports the texts files themselves, never a domain's services: a texts file imports
 * nothing but types, so `lib/` reaching into `domains/` here closes no loop, though every domain's
 * services import `lib/errors.ts`, which takes its keys from here.
 */
export const messages = mergeTexts(
  // The contract's validation keys, worded once for the server and the web app.
  ERROR_TEXTS,
  commonTexts,
  requestTexts,
  jobTexts,
  authTexts,
  ledgerTexts,
  idempotencyTexts,
  walletTexts,
  chainDepositTexts,
  depositNoticeTexts,
  adminTexts,
  noticeTexts,
  configTexts,
  uploadTexts,
  pledgeTexts,
  teamTexts,
  marketTexts,
  nftTexts,
  securityTexts,
);

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

export function translate(
  key: MessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
