/**
 * The deposit's texts (automatic recharge: the user's own address, recent deposits, the hash check)
 * in Simplified Chinese. They load with the parts that show them (../lazy.ts), so the wallet's pages
 * do not carry them. Every other language has exactly these keys.
 */
export const depositZhHans = {
  autoRecharge: {
    modes: { auto: '自动充值', manual: '手动充值' },
    headline: '向此地址转入 USDT，{{n}} 个区块确认后自动到账，无需提交任何信息。',
    yourAddress: '您的专属充值地址',
    network: '充值网络',
    minimumLabel: '最小充值数量',
    minimumLost: '低于 {{amount}} USDT 的充值不会到账。',
    minimumCarried: '低于 {{amount}} USDT 的充值暂不到账，将与您的下一笔充值合并到账。',
    checkHash: '没到账？查询交易哈希',
    checkHashHelp:
      '充值会自动到账，通常无需任何操作。若转账后长时间未出现在下方记录中，可粘贴交易哈希立即查询。',
    reorged: '所在区块被回滚，等待重新打包',
    belowMinimum: '低于最小充值数量 {{amount}} USDT，未到账',
    belowMinimumCarried: '低于最小充值数量 {{amount}} USDT，将与下一笔充值合并到账',
    noDeposits: '暂无充值。向上方地址转入 USDT 后，将自动显示在这里。',
    token: 'USDT 合约',
    confirmationsLabel: '到账条件',
    confirmations: '{{n}} 个区块确认后到账',
    warning: '只能向此地址转入 {{network}} 网络的 USDT。转入其他币种或经其他网络转账将无法到账，也无法找回。',
    goManual: '去手动充值',
    none: '自动充值暂未开放',
    manualOnly: '目前仅支持手动充值：转账后提交交易哈希和截图，审核通过后到账。',
    hashLabel: '交易哈希',
    hashPlaceholder: '转账完成后，粘贴交易哈希',
    hashHelp: '带或不带 0x 均可',
    paste: '粘贴',
    pasteRefused: '无法读取剪贴板，请长按输入框手动粘贴',
    pasteEmpty: '剪贴板是空的',
    submit: '提交并查询到账',
    balance: '可用余额',
    status: {
      confirming: '区块确认中',
      approved: '已到账',
      rejected: '未能到账',
      below_minimum: '未到账',
    },
    progress: '确认数 {{count}} / {{required}}',
    waiting: '页面会自动刷新；离开也不影响，确认完成后自动到账。',
    credited: '+{{amount}} USDT',
    from: '付款地址',
    block: '区块高度',
    checkedAt: '最近查询',
    reasons: {
      CONFIRMATION_TIMEOUT: '等待区块确认超时，请联系客服',
      TX_FAILED: '该交易在链上执行失败，没有转出任何代币',
      TX_NOT_FOUND: '链上找不到该交易（可能已被回滚），请联系客服',
      TX_NOT_MINED: '该交易尚未打包进区块',
      TX_WRONG_TOKEN: '该交易没有转入 USDT（合约地址不符）',
      TX_WRONG_RECIPIENT: '该交易的收款地址不是您的充值地址',
      TX_AMOUNT_TOO_SMALL: '转账金额过小，无法入账',
      TX_DROPPED: '该交易所在区块被回滚，交易未再上链，未到账',
      TX_HASH_USED: '该交易已作为另一笔充值提交过，不会重复入账',
    },
    seenAt: '链上发现时间',
    creditedAt: '到账时间',
    kinds: { manual: '手动', auto: '自动' },
    recent: '最近充值',
    follow: '查看进度',
    close: '关闭',
  },
};

export type DepositMessages = typeof depositZhHans;
