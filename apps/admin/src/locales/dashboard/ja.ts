import type { DashboardMessages } from './zh-Hans.ts';

/** The texts of the dashboard and the failing job items, in Japanese. */
export const dashboardJa: DashboardMessages = {
  dashboard: {
    usersToday: '本日の新規ユーザー',
    usersTotal: 'ユーザー総数 {{count}}',
    rechargesWaiting: '審査待ちの入金',
    withdrawalsWaiting: '審査待ちの出金',
    openQueue: '処理する',
    usdtHeld: 'ユーザー保有 USDT',
    usdtHeldHint: 'メインとクオンツ口座の合計（拘束分を含む）',
    lastVerify: '直近の台帳検証',
    neverVerified: 'まだ検証を実行していません',
    market: 'マーケット',
    openMarket: 'マーケットを開く',
    noPrices: '価格はまだ設定されていません',
    volume24h: '24時間出来高 {{volume}} {{symbol}}',
  },
  jobFailures: {
    title: 'バックグラウンドジョブの失敗',
    hint: 'これらの項目は処理に失敗しました。他の項目は通常どおり処理されています。ジョブは待機時間（1、2、4…分、最長 1 時間）をおいて自動で再試行し、成功すると一覧から消えます。',
    none: '失敗はありません',
    job: 'ジョブ',
    item: '対象 ID',
    error: 'エラー',
    attempts: '連続失敗回数',
    lastFailedAt: '最終失敗',
    nextAttemptAt: '次回の再試行',
    retryNow: '今すぐ再試行',
    retryQueued: '予約しました：ジョブの次回実行時に再試行します',
    jobs: {
      'auction-settlement': 'オークションの精算（オークション）',
      'order-expiry': '期限切れ NFT 注文のクローズ（注文）',
      'recharge-confirmation': '自動入金の確認（入金）',
      'pledge-accrual': 'AI クオンツの日次利息（ステーク注文）',
      'coin-mix-accrual': 'フレキシブルAIクオンツの日次利息（アカウント）',
    },
  },
};
