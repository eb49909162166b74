/**
 * The texts of resale appeals, in Simplified Chinese: the reference for the other three languages,
 * which must have exactly these keys (./en.ts, ./ja.ts, ./zh-Hant.ts).
 */
export const appealsZhHans = {
  appeals: {
    order: '订单',
    copy: '藏品',
    buyer: '买家',
    seller: '卖家',
    price: '成交价',
    reason: '申诉原因',
    openedBy: '发起方',
    createdAt: '发起时间',
    decidedAt: '处理时间',
    handle: '处理',
    view: '查看',
    title: '申诉 #{{id}}',
    facts: '订单信息',
    orderStatus: '订单状态',
    fee: '平台手续费',
    orderedAt: '下单时间',
    paidAt: '标记付款时间',
    payMethods: '卖家收款方式',
    proof: '买家付款凭证',
    proofHint: '点击图片可放大',
    noProof: '买家未上传凭证',
    messages: '双方举证',
    noMessages: '暂无陈述',
    timeline: '处理进度',
    decision: '裁决结果',
    decidedFor: {
      buyer: '藏品归买家，订单完成',
      seller: '退回卖家，订单取消',
    },
    to: '裁决',
    toBuyer: '藏品归买家（订单完成）',
    toSeller: '退回卖家（订单取消，藏品重新上架）',
    note: '裁决说明',
    noteHint: '买卖双方都会看到这段说明',
    submit: '提交裁决',
    confirmTitle: '确定裁决申诉 #{{id}}？',
    confirmBuyer:
      '「{{copy}}」将转给买家 {{buyer}}，订单完成，并向卖家 {{seller}} 收取 {{fee}} USDT 手续费。裁决后不能撤销。',
    confirmSeller:
      '订单将取消，「{{copy}}」退回卖家 {{seller}} 并重新上架，买家 {{buyer}} 不会得到该藏品。裁决后不能撤销。',
    decided: '已裁决',
    closedText: '卖家已确认收款，申诉自动关闭。',
    mayNotDecide: '你的角色不能裁决申诉（需要充值提币审核权限）。',
    states: { open: '待处理', decided: '已裁决', closed: '已关闭' },
    reasons: {
      not_received: '未收到付款',
      not_confirmed: '卖家未确认收款',
      proof_invalid: '付款凭证有误',
      other: '其他',
    },
    sides: { buyer: '买家', seller: '卖家', operator: '平台' },
    events: {
      ordered: '买家下单',
      paid: '买家标记已付款',
      appealed: '发起申诉',
      decided: '平台裁决',
      closed: '卖家确认收款，申诉关闭',
    },
    payKinds: { bank: '银行卡', alipay: '支付宝', wechat: '微信', usdt: 'USDT' },
  },
};

export type AppealsMessages = typeof appealsZhHans;
