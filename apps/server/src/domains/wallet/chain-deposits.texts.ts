import type { Texts } from '../../lib/texts.ts';

/** What the console's chain deposits calls say in `msg` (issue 36), in four languages. */
export const chainDepositTexts = {
  NOTE_REQUIRED: {
    'zh-Hans': '请填写处理说明',
    en: 'Write down what was done',
    ja: '対応内容を入力してください',
    'zh-Hant': '請填寫處理說明',
  },
  NOTE_TOO_LONG: {
    'zh-Hans': '处理说明不能超过 500 个字符',
    en: 'The note is at most 500 characters',
    ja: '対応内容は 500 文字以内で入力してください',
    'zh-Hant': '處理說明不能超過 500 個字元',
  },
  ALERT_NOT_FOUND: {
    'zh-Hans': '告警不存在',
    en: 'No such alert',
    ja: 'アラートが見つかりません',
    'zh-Hant': '告警不存在',
  },
  ALERT_RESOLVED: {
    'zh-Hans': '该告警已处理',
    en: 'This alert has already been resolved',
    ja: 'このアラートは対応済みです',
    'zh-Hant': '該告警已處理',
  },
} as const satisfies Texts;
