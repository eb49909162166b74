import type { Texts } from '../../lib/texts.ts';

/**
 * What the Idempotency-Key layer says in `msg` (the ledger also answers IDEMPOTENCY_CONFLICT for a
 * transfer repeated with other content); merged in the registry, `lib/messages.ts`.
 */
export const idempotencyTexts = {
  IDEMPOTENCY_CONFLICT: {
    'zh-Hans': '重复提交的请求与首次内容不一致',
    en: 'This request repeats an earlier one with different content',
    ja: 'この再送リクエストは最初の内容と一致しません',
    'zh-Hant': '重複提交的請求與首次內容不一致',
  },
  IDEMPOTENCY_KEY_INVALID: {
    'zh-Hans': '请求标识不正确',
    en: 'Invalid Idempotency-Key',
    ja: 'Idempotency-Key が正しくありません',
    'zh-Hant': '請求標識不正確',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    'zh-Hans': '请求处理中，请稍后',
    en: 'This request is still being processed',
    ja: 'このリクエストは処理中です',
    'zh-Hant': '請求處理中，請稍後',
  },
  IDEMPOTENCY_ANSWER_LOST: {
    'zh-Hans': '该请求已执行，款项已变动，但结果未能返回，请查看记录，勿重复提交',
    en: 'This request was carried out and the money moved, but its answer was lost: check your records instead of sending it again',
    ja: 'このリクエストは実行済みで資金は移動しましたが、結果を返せませんでした。再送せずに履歴をご確認ください',
    'zh-Hant': '該請求已執行，款項已變動，但結果未能返回，請查看記錄，勿重複提交',
  },
} as const satisfies Texts;
