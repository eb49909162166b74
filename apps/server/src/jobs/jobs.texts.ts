import type { Texts } from '../lib/texts.ts';

/** Texts of the scheduled jobs' console calls (daily tasks, item failures), merged in `lib/messages.ts`. */
export const jobTexts = {
  DAY_INVALID: {
    'zh-Hans': '日期格式应为 YYYY-MM-DD',
    en: 'The day must be a date as YYYY-MM-DD',
    ja: '日付は YYYY-MM-DD の形式で指定してください',
    'zh-Hant': '日期格式應為 YYYY-MM-DD',
  },
  DAY_IN_FUTURE: {
    'zh-Hans': '不能为未来的日期执行（今天是 {today}）',
    en: 'A day after today cannot be run (today is {today})',
    ja: '未来の日付は実行できません（今日は {today}）',
    'zh-Hant': '不能為未來的日期執行（今天是 {today}）',
  },
  JOB_FAILURE_NOT_FOUND: {
    'zh-Hans': '该任务项没有待重试的失败（可能已成功）',
    en: 'This item has no failure waiting for a retry (it may have succeeded)',
    ja: 'この項目に再試行待ちの失敗はありません（成功した可能性があります）',
    'zh-Hant': '該任務項沒有待重試的失敗（可能已成功）',
  },
} as const satisfies Texts;
