import type { Texts } from './texts.ts';

/**
 * Texts any part of the server may answer in `msg`: sign-in and permission refusals, a missing route,
 * the rate limit, a fault of the server or its database, the contract's shared field rules and the
 * event streams' cap. Merged with every domain's in the registry, `lib/messages.ts`.
 */
export const commonTexts = {
  // generic
  UNAUTHORIZED: {
    'zh-Hans': '请先登录',
    en: 'Please sign in',
    ja: 'ログインしてください',
    'zh-Hant': '請先登入',
  },
  FORBIDDEN: {
    'zh-Hans': '没有执行此操作的权限',
    en: 'You do not have permission to do this',
    ja: 'この操作を行う権限がありません',
    'zh-Hant': '沒有執行此操作的權限',
  },
  RATE_LIMITED: {
    'zh-Hans': '操作过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
    ja: 'リクエストが多すぎます。しばらくしてから再試行してください',
    'zh-Hant': '操作過於頻繁，請稍後再試',
  },
  NOT_FOUND: { 'zh-Hans': '接口不存在', en: 'Not found', ja: '見つかりません', 'zh-Hant': '介面不存在' },
  INTERNAL: {
    'zh-Hans': '服务器繁忙，请稍后再试',
    en: 'Something went wrong, please try again later',
    ja: 'サーバーエラーが発生しました。しばらくしてから再試行してください',
    'zh-Hant': '伺服器繁忙，請稍後再試',
  },
  DATABASE_UNAVAILABLE: {
    'zh-Hans': '服务暂时不可用，请 {retryAfter} 秒后重试',
    en: 'The service is briefly unavailable, please try again in {retryAfter} s',
    ja: 'サービスが一時的に利用できません。{retryAfter} 秒後に再試行してください',
    'zh-Hant': '服務暫時無法使用，請 {retryAfter} 秒後重試',
  },
  // /readyz while the server drains before it stops: a load balancer takes it out of rotation.
  SERVER_CLOSING: {
    'zh-Hans': '服务器正在停止，请稍后重试',
    en: 'This server is shutting down, please try again shortly',
    ja: 'サーバーを停止しています。しばらくしてから再試行してください',
    'zh-Hant': '伺服器正在停止，請稍後重試',
  },
  // field rules (used as zod messages in @mcc/contract)
  ID_INVALID: {
    'zh-Hans': 'ID 不正确',
    en: 'Invalid id',
    ja: 'ID が正しくありません',
    'zh-Hant': 'ID 不正確',
  },
  TEXT_INVALID: {
    'zh-Hans': '{field} 含有不允许的字符',
    en: '{field} contains characters that are not allowed',
    ja: '{field} に使用できない文字が含まれています',
    'zh-Hant': '{field} 含有不允許的字元',
  },
  // the console's lists (@mcc/contract list-query.ts): a date range, a sort, a search
  LIST_RANGE_INVALID: {
    'zh-Hans': '日期范围不正确：开始须早于结束',
    en: 'Invalid date range: the start must come before the end',
    ja: '期間が正しくありません。開始は終了より前にしてください',
    'zh-Hant': '日期範圍不正確：開始須早於結束',
  },
  LIST_SORT_INVALID: {
    'zh-Hans': '该列不能排序',
    en: 'This list cannot be sorted by that column',
    ja: 'この列では並べ替えできません',
    'zh-Hant': '該欄位不能排序',
  },
  LIST_SEARCH_INVALID: {
    'zh-Hans': '请输入要搜索的内容',
    en: 'Enter something to search for',
    ja: '検索する内容を入力してください',
    'zh-Hant': '請輸入要搜尋的內容',
  },
  // event streams (lib/event-stream.ts): one user's open streams
  STREAM_TOO_MANY: {
    'zh-Hans': '实时行情连接过多，请关闭其他页面后重试',
    en: 'Too many live price connections; close another page and retry',
    ja: 'リアルタイム価格の接続が多すぎます。ほかのページを閉じてから再試行してください',
    'zh-Hant': '即時行情連線過多，請關閉其他頁面後重試',
  },
} as const satisfies Texts;
