import type { Texts } from '../../lib/texts.ts';

/** What AI quant (pledge) says in `msg`, in four languages; merged in the registry, `lib/messages.ts`. */
export const pledgeTexts = {
  PRODUCT_NOT_FOUND: {
    'zh-Hans': '产品不存在',
    en: 'Product not found',
    ja: '商品が見つかりません',
    'zh-Hant': '產品不存在',
  },
  PRODUCT_CLOSED: {
    'zh-Hans': '该产品暂停认购',
    en: 'This product is not taking new stakes',
    ja: 'この商品は現在受付を停止しています',
    'zh-Hant': '該產品暫停認購',
  },
  PLEDGE_BELOW_MIN: {
    'zh-Hans': '最低质押 {min} USDT',
    en: 'The minimum stake is {min} USDT',
    ja: '最低ステーク額は {min} USDT です',
    'zh-Hant': '最低質押 {min} USDT',
  },
  PLEDGE_ABOVE_MAX: {
    'zh-Hans': '单笔最高质押 {max} USDT',
    en: 'The maximum stake per order is {max} USDT',
    ja: '1 回のステーク上限は {max} USDT です',
    'zh-Hant': '單筆最高質押 {max} USDT',
  },
  QUOTA_EXCEEDED: {
    'zh-Hans': '产品剩余额度仅 {remaining} USDT',
    en: 'Only {remaining} USDT of this product is left',
    ja: 'この商品の残り枠は {remaining} USDT です',
    'zh-Hant': '產品剩餘額度僅 {remaining} USDT',
  },
  PLEDGE_ORDER_NOT_FOUND: {
    'zh-Hans': '订单不存在',
    en: 'No such order',
    ja: '注文が見つかりません',
    'zh-Hant': '訂單不存在',
  },
  PRODUCT_NAME_REQUIRED: {
    'zh-Hans': '请填写产品名称（简体中文必填）',
    en: 'Enter the product name (Simplified Chinese is required)',
    ja: '商品名を入力してください（簡体字中国語は必須）',
    'zh-Hant': '請填寫產品名稱（簡體中文必填）',
  },
  PRODUCT_NAME_TOO_LONG: {
    'zh-Hans': '产品名称最多 40 个字符',
    en: 'The product name is at most 40 characters',
    ja: '商品名は 40 文字以内です',
    'zh-Hant': '產品名稱最多 40 個字元',
  },
  TERM_INVALID: {
    'zh-Hans': '期限为 1 到 3650 天',
    en: 'The term is 1 to 3650 days',
    ja: '期間は 1〜3650 日です',
    'zh-Hant': '期限為 1 到 3650 天',
  },
  RATE_INVALID: {
    'zh-Hans': '日收益率为 1 到 10000 个基点',
    en: 'The daily rate is 1 to 10000 basis points',
    ja: '日利は 1〜10000 ベーシスポイントです',
    'zh-Hant': '日收益率為 1 到 10000 個基點',
  },
  PRODUCT_LIMITS_INVALID: {
    'zh-Hans': '最低金额不能大于最高金额，额度不能小于已售',
    en: 'The minimum cannot exceed the maximum, and the quota cannot be below what is sold',
    ja: '最低額は最高額以下、枠は販売済み額以上にしてください',
    'zh-Hant': '最低金額不能大於最高金額，額度不能小於已售',
  },
} as const satisfies Texts;
