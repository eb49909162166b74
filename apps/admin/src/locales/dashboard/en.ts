import type { DashboardMessages } from './zh-Hans.ts';

/** The texts of the dashboard and the failing job items, in English. */
export const dashboardEn: DashboardMessages = {
  dashboard: {
    usersToday: 'New users today',
    usersTotal: '{{count}} users in total',
    rechargesWaiting: 'Recharges to review',
    withdrawalsWaiting: 'Withdrawals to review',
    openQueue: 'Open queue',
    usdtHeld: 'USDT held by users',
    usdtHeldHint: 'Main and quant accounts, held amounts included',
    lastVerify: 'Last ledger verify',
    neverVerified: 'Verify has not been run yet',
    market: 'Market',
    openMarket: 'Open market',
    noPrices: 'No prices set yet',
    volume24h: '24 h volume {{volume}} {{symbol}}',
  },
  jobFailures: {
    title: 'Background job failures',
    hint: 'These items failed; the others were done as usual. The job retries each after a back-off (1, 2, 4 … minutes, at most an hour) and removes it once it succeeds.',
    none: 'No failures',
    job: 'Job',
    item: 'Item ID',
    error: 'Error',
    attempts: 'Failures in a row',
    lastFailedAt: 'Last failed',
    nextAttemptAt: 'Next attempt',
    retryNow: 'Retry now',
    retryQueued: 'Queued: the job retries it on its next run',
    jobs: {
      'auction-settlement': 'Auction settlement (auction)',
      'order-expiry': 'Closing late NFT orders (order)',
      'recharge-confirmation': 'Automatic recharge confirmation (recharge)',
      'pledge-accrual': 'AI quant daily yield (stake order)',
      'coin-mix-accrual': 'Flexible AI Quant daily earnings (account)',
    },
  },
};
