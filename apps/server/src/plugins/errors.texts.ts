import type { Texts } from '../lib/texts.ts';

/**
 * Texts of the refusals `plugins/errors.ts` makes of a request before or outside its handler: input
 * that fails its schema, a body that cannot be read, and what Node's HTTP parser refuses. Merged in
 * the registry, `lib/messages.ts`.
 */
export const requestTexts = {
  VALIDATION: {
    'zh-Hans': '参数错误',
    en: 'Invalid input',
    ja: '入力が正しくありません',
    'zh-Hant': '參數錯誤',
  },
  FIELD_INVALID: {
    'zh-Hans': '{field} 格式不正确',
    en: '{field} is invalid',
    ja: '{field} の形式が正しくありません',
    'zh-Hant': '{field} 格式不正確',
  },
  FIELD_REQUIRED: {
    'zh-Hans': '请填写 {field}',
    en: '{field} is required',
    ja: '{field} を入力してください',
    'zh-Hant': '請填寫 {field}',
  },
  FIELD_UNKNOWN: {
    'zh-Hans': '不支持的字段 {field}',
    en: 'Unknown field {field}',
    ja: '不明な項目 {field}',
    'zh-Hant': '不支援的欄位 {field}',
  },
  INVALID_JSON: {
    'zh-Hans': '请求体不是有效的 JSON',
    en: 'The request body is not valid JSON',
    ja: 'リクエスト本文が正しい JSON ではありません',
    'zh-Hant': '請求內容不是有效的 JSON',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    'zh-Hans': '不支持的请求格式',
    en: 'Unsupported request format',
    ja: 'サポートされていないリクエスト形式です',
    'zh-Hant': '不支援的請求格式',
  },
  FILE_TOO_LARGE: {
    'zh-Hans': '文件过大',
    en: 'The file is too large',
    ja: 'ファイルが大きすぎます',
    'zh-Hant': '檔案過大',
  },
  // Refusals Node's HTTP parser makes before a request reaches a route.
  HEADERS_TOO_LARGE: {
    'zh-Hans': '请求头过大',
    en: 'The request headers are too large',
    ja: 'リクエストヘッダーが大きすぎます',
    'zh-Hant': '請求標頭過大',
  },
  REQUEST_TIMEOUT: {
    'zh-Hans': '请求发送超时，请重试',
    en: 'The request took too long to arrive; please try again',
    ja: 'リクエストの送信がタイムアウトしました。もう一度お試しください',
    'zh-Hant': '請求傳送逾時，請重試',
  },
  BAD_REQUEST: {
    'zh-Hans': '请求格式不正确',
    en: 'The request is malformed',
    ja: 'リクエストの形式が正しくありません',
    'zh-Hant': '請求格式不正確',
  },
} as const satisfies Texts;
