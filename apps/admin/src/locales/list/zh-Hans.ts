/**
 * The texts of the list kit (components/list/: the date range, the search box, sorting, column
 * settings, exports and links to the chain), in Simplified Chinese: the reference for the other three
 * languages, which must have exactly these keys (./en.ts, ./ja.ts, ./zh-Hant.ts).
 */
export const listZhHans = {
  list: {
    dateRange: '日期',
    rangeStart: '开始日期',
    rangeEnd: '结束日期',
    presets: {
      today: '今天',
      yesterday: '昨天',
      last7: '近 7 天',
      last30: '近 30 天',
      thisMonth: '本月',
    },
    keyword: '关键词',
    /** What the search box finds, joined into its placeholder. */
    searchBy: {
      id: '编号',
      userId: '用户 ID',
      orderId: '订单号',
      uid: 'UID',
      mobile: '手机号',
      email: '邮箱',
      nickname: '昵称',
      address: '地址',
      txHash: '交易哈希',
      name: '名称',
      title: '标题',
      username: '用户名',
      transferId: '转账编号',
      idempotencyKey: '幂等键',
      refId: '关联单号',
      errorKey: '错误代码',
    },
    searchSeparator: '、',
    columns: '列设置',
    columnsReset: '恢复默认',
    export: '导出 CSV',
    exported: '已导出 {{name}}',
    explorer: '在区块浏览器中查看',
  },
};

export type ListMessages = typeof listZhHans;
