/**
 * The texts of bulk actions (components/bulk/: the bar above a list, its confirmation, the result per
 * row) and of each list's bulk decisions, in Simplified Chinese: the reference for the other three
 * languages, which must have exactly these keys (./en.ts, ./ja.ts, ./zh-Hant.ts).
 */
export const bulkZhHans = {
  bulk: {
    selected: '已选 {{count}} 条',
    total: '合计 {{amount}} USDT',
    none: '勾选记录后可批量处理（每次最多 {{max}} 条）',
    tooMany: '每次最多 {{max}} 条，请减少勾选',
    clear: '清除选择',
    approve: '批量通过',
    reject: '批量驳回',
    publish: '批量发布',
    unpublish: '批量下线',
    approveRecharges: '逐笔通过选中的 {{count}} 笔充值并入账，合计 {{amount}} USDT',
    rejectRecharges: '驳回选中的 {{count}} 笔充值，合计 {{amount}} USDT。原因会展示给用户。',
    rejectWithdrawals:
      '驳回选中的 {{count}} 笔提币，合计 {{amount}} USDT，冻结的资金退回用户。原因会展示给用户。',
    publishNotices: '发布选中的 {{count}} 条公告（到发布时间后用户可见）',
    unpublishNotices: '下线选中的 {{count}} 条公告，用户将看不到它们',
    resultTitle: '批量处理结果',
    summary: '成功 {{done}} 条，失败 {{failed}} 条',
    row: '编号',
    outcome: '结果',
    ok: '成功',
  },
};

export type BulkMessages = typeof bulkZhHans;
