/**
 * The dashboard's trends (charts, queues, liabilities), in Simplified Chinese: the reference for the
 * other three languages. Loaded with the charts, not with the console (features/dashboard/trends/).
 */
export const trendsZhHans = {
  trends: {
    title: '经营趋势',
    period: { day: '按日', week: '按周', month: '按月' },
    range: { day: '近 30 天', week: '近 12 周（每周从周一起）', month: '近 12 个月' },
    asOf: '截至 {{time}}，按 {{zone}} 划分；金额单位 USDT',
    loadFailed: '趋势数据加载失败',
    charts: {
      users: '用户',
      money: '充值（轴上）与提币（轴下）',
      staking: 'AI 量化与佣金',
      nft: 'NFT 与拍卖',
    },
    series: {
      newUsers: '新增用户',
      activeUsers: '活跃用户',
      deposits: '充值 {{network}}',
      withdrawals: '提币 {{network}}',
      netFlow: '净流入',
      staked: '新增质押本金',
      yieldPledge: 'AI 量化收益',
      yieldCoinMix: '币混收益',
      commissions: '团队佣金',
      primary: '首发',
      resale: '转售',
      nftFees: '转售手续费',
      auctions: '拍卖成交',
      auctionFees: '拍卖手续费',
    },
    count: '{{count}} 笔',
    totals: {
      newUsers: '新增用户',
      activeNow: { day: '今日活跃用户', week: '本周活跃用户', month: '本月活跃用户' },
      deposits: '充值',
      withdrawals: '提币',
      netFlow: '净流入',
      staked: '新增质押',
      yieldPaid: '已付收益',
      commissions: '已付佣金',
      nftSales: 'NFT 成交',
      auctions: '拍卖成交',
    },
    pending: {
      title: '待处理事项',
      hint: '等待最久的排在最前',
      queue: '事项',
      count: '数量',
      oldest: '最早一笔已等待',
      nothing: '—',
      open: '去处理',
      kinds: {
        recharges: '充值审核',
        withdrawals: '提币审核',
        appeals: 'NFT 申诉',
        proposals: '待复核的资金操作',
      },
    },
    age: { days: '{{count}} 天', hours: '{{count}} 小时', minutes: '{{count}} 分钟', moment: '不到 1 分钟' },
    liabilities: {
      title: '平台负债与账本核对',
      hint: '用户账户余额合计即平台对用户的负债；系统账户余额合计应与之互为相反数。',
      asset: '资产',
      users: '用户账户合计',
      system: '系统账户合计',
      check: '核对',
      matches: '一致',
      mismatch: '不一致',
    },
  },
};

export type TrendsMessages = typeof trendsZhHans;
