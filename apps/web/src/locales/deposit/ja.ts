import type { DepositMessages } from './zh-Hans.ts';

export const depositJa: DepositMessages = {
  autoRecharge: {
    modes: { auto: '自動入金', manual: '手動入金' },
    headline:
      'このアドレスに USDT を送るだけで、{{n}} ブロックの承認後に自動で入金されます。ハッシュなどの提出は不要です。',
    yourAddress: 'あなた専用の入金アドレス',
    network: '入金ネットワーク',
    minimumLabel: '最低入金額',
    minimumLost: '{{amount}} USDT 未満の入金は反映されません。',
    minimumCarried: '{{amount}} USDT 未満の入金は、次回の入金と合わせて反映されます。',
    checkHash: '反映されない場合：トランザクションハッシュで確認',
    checkHashHelp:
      '入金は自動で反映されるため、通常は操作不要です。送金後しばらくしても下の履歴に表示されない場合は、ハッシュを貼り付けてすぐに確認できます。',
    reorged: 'ブロックが巻き戻されました。再度ブロックに取り込まれるのを待っています',
    belowMinimum: '最低入金額 {{amount}} USDT 未満のため未入金',
    belowMinimumCarried: '最低入金額 {{amount}} USDT 未満のため、次回の入金と合わせて反映されます',
    noDeposits: '入金はまだありません。上のアドレスに USDT を送ると、ここに自動で表示されます。',
    token: 'USDT コントラクト',
    confirmationsLabel: '入金条件',
    confirmations: '{{n}} ブロックの承認後に入金',
    warning:
      'このアドレスには {{network}} ネットワークの USDT のみを送ってください。他のトークンや他のネットワークでの送金は入金されず、取り戻せません。',
    goManual: '手動入金へ',
    none: '自動入金は現在ご利用いただけません',
    manualOnly:
      '現在は手動入金のみご利用いただけます。送金後にトランザクションハッシュとスクリーンショットを提出すると、審査後に反映されます。',
    hashLabel: 'トランザクションハッシュ',
    hashPlaceholder: '送金後、ハッシュを貼り付け',
    hashHelp: '0x の有無はどちらでも可',
    paste: '貼り付け',
    pasteRefused: 'クリップボードを読み取れません。入力欄を長押しして貼り付けてください',
    pasteEmpty: 'クリップボードは空です',
    submit: '送信して入金を確認',
    balance: '利用可能残高',
    status: {
      confirming: 'ブロック承認中',
      approved: '入金済み',
      rejected: '入金されませんでした',
      below_minimum: '未入金',
    },
    progress: '承認数 {{count}} / {{required}}',
    waiting: '自動で更新されます。ページを離れても、承認後に自動で入金されます。',
    credited: '+{{amount}} USDT',
    from: '送金元',
    block: 'ブロック',
    checkedAt: '最終確認',
    reasons: {
      CONFIRMATION_TIMEOUT: 'ブロック承認の待機がタイムアウトしました。サポートにお問い合わせください',
      TX_FAILED: 'トランザクションはチェーン上で失敗しました。トークンは送られていません',
      TX_NOT_FOUND:
        'トランザクションがチェーン上に見つかりません（巻き戻された可能性があります）。サポートにお問い合わせください',
      TX_NOT_MINED: 'トランザクションはまだブロックに入っていません',
      TX_WRONG_TOKEN: 'このトランザクションは USDT を送っていません（別のトークンコントラクト）',
      TX_WRONG_RECIPIENT: 'このトランザクションの受取先はあなたの入金アドレスではありません',
      TX_AMOUNT_TOO_SMALL: '金額が少なすぎるため入金できません',
      TX_DROPPED:
        'ブロックが巻き戻され、トランザクションがチェーンに再度取り込まれなかったため入金されませんでした',
      TX_HASH_USED: 'このトランザクションは別の入金として申請済みのため、重ねて入金されません',
    },
    seenAt: '検出日時',
    creditedAt: '着金日時',
    kinds: { manual: '手動', auto: '自動' },
    recent: '最近の入金',
    follow: '進捗を見る',
    close: '閉じる',
  },
};
