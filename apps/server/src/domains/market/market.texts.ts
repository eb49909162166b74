import type { Texts } from '../../lib/texts.ts';

/** What the MCC market says in `msg`, in four languages; merged in the registry, `lib/messages.ts`. */
export const marketTexts = {
  // price plans
  PLAN_RANGE_INVALID: {
    'zh-Hans': '结束时间须晚于开始时间',
    en: 'The end time must be after the start time',
    ja: '終了時刻は開始時刻より後にしてください',
    'zh-Hant': '結束時間須晚於開始時間',
  },
  PLAN_TIME_PAST: {
    'zh-Hans': '计划的时间必须在未来',
    en: 'Every time of a plan must be in the future',
    ja: '計画の時刻はすべて未来にしてください',
    'zh-Hant': '計畫的時間必須在未來',
  },
  PLAN_TIME_DUPLICATE: {
    'zh-Hans': '两个价格点的时间不能相同',
    en: 'Two points cannot share a time',
    ja: '同じ時刻の価格ポイントは指定できません',
    'zh-Hant': '兩個價格點的時間不能相同',
  },
  PLAN_NOT_FOUND: {
    'zh-Hans': '价格计划不存在',
    en: 'Price plan not found',
    ja: '価格計画が見つかりません',
    'zh-Hant': '價格計畫不存在',
  },
  PLAN_NOT_SCHEDULED: {
    'zh-Hans': '该计划已结束或已取消',
    en: 'The plan is already done or cancelled',
    ja: 'この計画は完了済みか取り消し済みです',
    'zh-Hant': '該計畫已結束或已取消',
  },
  PRICE_NOT_SET: {
    'zh-Hans': '该币种尚无价格',
    en: 'This token has no price yet',
    ja: 'この銘柄にはまだ価格がありません',
    'zh-Hant': '該幣種尚無價格',
  },
  // trades
  MCC_BUY_DISABLED: {
    'zh-Hans': '暂未开放买入 MCC',
    en: 'Buying MCC is not open',
    ja: 'MCC の購入は現在できません',
    'zh-Hant': '暫未開放買入 MCC',
  },
  TRADE_BELOW_MIN: {
    'zh-Hans': '每笔至少 {min}',
    en: 'The smallest trade is {min}',
    ja: '1 回の最小取引量は {min} です',
    'zh-Hant': '每筆至少 {min}',
  },
  TRADE_TOO_SMALL: {
    'zh-Hans': '金额过小，按当前价格无法成交',
    en: 'The amount is too small to trade at the current price',
    ja: '金額が小さすぎて現在の価格では取引できません',
    'zh-Hant': '金額過小，按當前價格無法成交',
  },
  TRADE_DAILY_LIMIT: {
    'zh-Hans': '超过 24 小时交易限额，剩余 {remaining}',
    en: 'Over the 24-hour trading limit; {remaining} left',
    ja: '24 時間の取引上限を超えています（残り {remaining}）',
    'zh-Hant': '超過 24 小時交易限額，剩餘 {remaining}',
  },
} as const satisfies Texts;
