import type { Texts } from '../../lib/texts.ts';

/** What the wallet says in `msg`, in four languages; merged in the registry, `lib/messages.ts`. */
export const walletTexts = {
  NETWORK_DISABLED: {
    'zh-Hans': '该网络暂停使用',
    en: 'This network is currently unavailable',
    ja: 'このネットワークは現在利用できません',
    'zh-Hant': '該網路暫停使用',
  },
  TX_HASH_USED: {
    'zh-Hans': '该交易哈希已提交过',
    en: 'This transaction hash has already been submitted',
    ja: 'このトランザクションハッシュは提出済みです',
    'zh-Hant': '該交易雜湊已提交過',
  },
  PROOF_NOT_YOURS: {
    'zh-Hans': '请上传您自己的转账凭证',
    en: 'Upload your own proof of the transfer',
    ja: 'ご自身で送金の証明画像をアップロードしてください',
    'zh-Hant': '請上傳您自己的轉帳憑證',
  },
  RECHARGE_BELOW_MIN: {
    'zh-Hans': '最小充值数量为 {min} USDT',
    en: 'The minimum recharge is {min} USDT',
    ja: '最低入金額は {min} USDT です',
    'zh-Hant': '最小儲值數量為 {min} USDT',
  },
  WITHDRAW_BELOW_MIN: {
    'zh-Hans': '最低提币 {min} USDT',
    en: 'The minimum withdrawal is {min} USDT',
    ja: '最低出金額は {min} USDT です',
    'zh-Hant': '最低提幣 {min} USDT',
  },
  WITHDRAW_ABOVE_MAX: {
    'zh-Hans': '单笔最多提币 {max} USDT',
    en: 'The maximum per withdrawal is {max} USDT',
    ja: '1 回の出金上限は {max} USDT です',
    'zh-Hant': '單筆最多提幣 {max} USDT',
  },
  WITHDRAW_DAILY_LIMIT: {
    'zh-Hans': '超出 24 小时提币额度，剩余 {remaining} USDT',
    en: 'Over the 24-hour withdrawal limit; {remaining} USDT left',
    ja: '24 時間の出金上限を超えています（残り {remaining} USDT）',
    'zh-Hant': '超出 24 小時提幣額度，剩餘 {remaining} USDT',
  },
  RECIPIENT_NOT_FOUND: {
    'zh-Hans': '收款用户不存在',
    en: 'No user with this UID, mobile or e-mail',
    ja: '受取人が見つかりません',
    'zh-Hant': '收款用戶不存在',
  },
  TRANSFER_TO_SELF: {
    'zh-Hans': '不能转账给自己',
    en: 'You cannot transfer to yourself',
    ja: '自分には送金できません',
    'zh-Hant': '不能轉帳給自己',
  },
  // automatic recharge (checked on chain)
  AUTO_RECHARGE_UNAVAILABLE: {
    'zh-Hans': '该网络暂不支持自动充值，请使用普通充值',
    en: 'Automatic deposit is not available on this network; use a regular deposit',
    ja: 'このネットワークでは自動入金を利用できません。通常の入金をご利用ください',
    'zh-Hant': '該網路暫不支援自動儲值，請使用一般儲值',
  },
  TX_NOT_FOUND: {
    'zh-Hans': '链上找不到该交易，请检查网络和哈希',
    en: 'No such transaction on this network; check the network and the hash',
    ja: 'このネットワークにそのトランザクションはありません。ネットワークとハッシュを確認してください',
    'zh-Hant': '鏈上找不到該交易，請檢查網路和雜湊',
  },
  TX_NOT_MINED: {
    'zh-Hans': '该交易尚未打包进区块，请稍后再提交',
    en: 'The transaction is not in a block yet; submit it again in a minute',
    ja: 'トランザクションはまだブロックに入っていません。少し待ってから再度送信してください',
    'zh-Hant': '該交易尚未打包進區塊，請稍後再提交',
  },
  TX_FAILED: {
    'zh-Hans': '该交易在链上执行失败，没有转出任何代币',
    en: 'The transaction failed on chain; no tokens were sent',
    ja: 'トランザクションはチェーン上で失敗しました。トークンは送られていません',
    'zh-Hant': '該交易在鏈上執行失敗，沒有轉出任何代幣',
  },
  TX_WRONG_TOKEN: {
    'zh-Hans': '该交易没有转入 USDT（合约地址不符）',
    en: 'The transaction moves no USDT (another token contract)',
    ja: 'このトランザクションは USDT を送っていません（別のトークンコントラクト）',
    'zh-Hant': '該交易沒有轉入 USDT（合約位址不符）',
  },
  TX_WRONG_RECIPIENT: {
    'zh-Hans': '该交易的收款地址不是您的充值地址',
    en: 'The transaction did not pay your deposit address',
    ja: 'このトランザクションの受取先はあなたの入金アドレスではありません',
    'zh-Hant': '該交易的收款位址不是您的儲值位址',
  },
  TX_AMOUNT_TOO_SMALL: {
    'zh-Hans': '转账金额低于 0.000001 USDT，无法入账',
    en: 'The amount is below 0.000001 USDT and cannot be credited',
    ja: '金額が 0.000001 USDT 未満のため入金できません',
    'zh-Hant': '轉帳金額低於 0.000001 USDT，無法入帳',
  },
  CHAIN_UNAVAILABLE: {
    'zh-Hans': '暂时无法连接区块链节点，未入账，请稍后重试',
    en: 'The blockchain node cannot be reached right now; nothing was credited, try again shortly',
    ja: 'ブロックチェーンノードに接続できません。入金されていません。しばらくしてから再試行してください',
    'zh-Hant': '暫時無法連線區塊鏈節點，未入帳，請稍後重試',
  },
  CONFIRMATION_TIMEOUT: {
    'zh-Hans': '等待区块确认超时，请联系客服',
    en: 'The transfer was not confirmed in time; contact support',
    ja: 'ブロック承認の待機がタイムアウトしました。サポートにお問い合わせください',
    'zh-Hant': '等待區塊確認逾時，請聯絡客服',
  },
  TX_DROPPED: {
    'zh-Hans': '交易所在区块被回滚，且超时后仍未重新上链，未入账',
    en: 'Its block was undone and the transaction did not come back on chain in time; nothing was credited',
    ja: 'ブロックが巻き戻され、期限内にトランザクションがチェーンに戻らなかったため、入金されていません',
    'zh-Hant': '交易所在區塊被回滾，且逾時後仍未重新上鏈，未入帳',
  },
  BELOW_MINIMUM: {
    'zh-Hans': '充值金额低于该网络的最低充值额，未入账',
    en: 'The deposit is below the network’s minimum and was not credited',
    ja: '入金額がこのネットワークの最低入金額を下回るため、入金されていません',
    'zh-Hant': '儲值金額低於該網路的最低儲值額，未入帳',
  },
  RECHARGE_SEEN_ON_CHAIN: {
    'zh-Hans': '该交易已由链上扫描记入用户的充值地址并自动入账，请驳回此人工充值',
    en: 'The chain scanner found this transaction paying a user’s deposit address and credits it automatically; reject this manual recharge',
    ja: 'このトランザクションはチェーンの監視でユーザーの入金アドレスへの送金として記録され、自動で入金されます。この手動入金は却下してください',
    'zh-Hant': '該交易已由鏈上掃描記入用戶的儲值位址並自動入帳，請駁回此人工儲值',
  },
  // review in the console
  RECHARGE_NOT_FOUND: {
    'zh-Hans': '充值记录不存在',
    en: 'No such recharge',
    ja: '入金記録が見つかりません',
    'zh-Hant': '充值記錄不存在',
  },
  WITHDRAWAL_NOT_FOUND: {
    'zh-Hans': '提币记录不存在',
    en: 'No such withdrawal',
    ja: '出金記録が見つかりません',
    'zh-Hant': '提幣記錄不存在',
  },
  ALREADY_REVIEWED: {
    'zh-Hans': '该记录已处理',
    en: 'This request has already been handled',
    ja: 'この申請は処理済みです',
    'zh-Hant': '該記錄已處理',
  },
} as const satisfies Texts;
