/**
 * The texts of the dashboard and the failing job items, in Simplified Chinese: the reference for
 * the other three languages, which must have exactly these keys (./en.ts, ./ja.ts, ./zh-Hant.ts).
 */
export const dashboardZhHans = {
  dashboard: {
    usersToday: '今日新增用户',
    usersTotal: '用户总数 {{count}}',
    rechargesWaiting: '待审核充值',
    withdrawalsWaiting: '待审核提币',
    openQueue: '去处理',
    usdtHeld: '用户持有 USDT',
    usdtHeldHint: '主账户与量化账户合计（含冻结）',
    lastVerify: '最近一次账本校验',
    neverVerified: '尚未运行过校验',
    market: '行情',
    openMarket: '打开行情',
    noPrices: '尚未设置价格',
    volume24h: '24小时成交 {{volume}} {{symbol}}',
  },
  jobFailures: {
    title: '后台任务失败项',
    hint: '这些项目处理失败，其他项目照常处理。任务按退避时间自动重试（1、2、4…分钟，最长 1 小时），成功后自动移除。',
    none: '没有失败项',
    job: '任务',
    item: '对象 ID',
    error: '错误',
    attempts: '连续失败',
    lastFailedAt: '最近失败',
    nextAttemptAt: '下次重试',
    retryNow: '立即重试',
    retryQueued: '已安排：任务下次运行时重试',
    jobs: {
      'auction-settlement': '拍卖结算（拍卖）',
      'order-expiry': 'NFT 超时订单关闭（订单）',
      'recharge-confirmation': '自动充值确认（充值）',
      'pledge-accrual': 'AI 量化每日收益（质押订单）',
      'coin-mix-accrual': '币混AI量化每日收益（账户）',
    },
  },
};

export type DashboardMessages = typeof dashboardZhHans;
