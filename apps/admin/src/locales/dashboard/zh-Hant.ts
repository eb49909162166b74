import type { DashboardMessages } from './zh-Hans.ts';

/** The texts of the dashboard and the failing job items, in Traditional Chinese. */
export const dashboardZhHant: DashboardMessages = {
  dashboard: {
    usersToday: '今日新增使用者',
    usersTotal: '使用者總數 {{count}}',
    rechargesWaiting: '待審核充值',
    withdrawalsWaiting: '待審核提幣',
    openQueue: '去處理',
    usdtHeld: '使用者持有 USDT',
    usdtHeldHint: '主帳戶與量化帳戶合計（含凍結）',
    lastVerify: '最近一次帳本校驗',
    neverVerified: '尚未執行過校驗',
    market: '行情',
    openMarket: '開啟行情',
    noPrices: '尚未設定價格',
    volume24h: '24小時成交 {{volume}} {{symbol}}',
  },
  jobFailures: {
    title: '背景任務失敗項',
    hint: '這些項目處理失敗，其他項目照常處理。任務按退避時間自動重試（1、2、4…分鐘，最長 1 小時），成功後自動移除。',
    none: '沒有失敗項',
    job: '任務',
    item: '對象 ID',
    error: '錯誤',
    attempts: '連續失敗',
    lastFailedAt: '最近失敗',
    nextAttemptAt: '下次重試',
    retryNow: '立即重試',
    retryQueued: '已安排：任務下次執行時重試',
    jobs: {
      'auction-settlement': '拍賣結算（拍賣）',
      'order-expiry': 'NFT 逾時訂單關閉（訂單）',
      'recharge-confirmation': '自動充值確認（充值）',
      'pledge-accrual': 'AI 量化每日收益（質押訂單）',
      'coin-mix-accrual': '幣混AI量化每日收益（帳戶）',
    },
  },
};
