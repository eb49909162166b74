import type { BulkMessages } from './zh-Hans.ts';

/** The texts of bulk actions, in English. */
export const bulkEn: BulkMessages = {
  bulk: {
    selected: '{{count}} selected',
    total: 'Total {{amount}} USDT',
    none: 'Tick rows to act on many at once (up to {{max}})',
    tooMany: 'At most {{max}} at once: untick some',
    clear: 'Clear selection',
    approve: 'Approve selected',
    reject: 'Reject selected',
    publish: 'Publish selected',
    unpublish: 'Unpublish selected',
    approveRecharges: 'Approve the {{count}} selected recharges one by one, crediting {{amount}} USDT in all',
    rejectRecharges: 'Reject the {{count}} selected recharges, {{amount}} USDT in all. Users see the reason.',
    rejectWithdrawals:
      'Reject the {{count}} selected withdrawals, {{amount}} USDT in all; the held money goes back to the users. Users see the reason.',
    publishNotices: 'Publish the {{count}} selected notices (users see each from its publish time)',
    unpublishNotices: 'Unpublish the {{count}} selected notices: users will no longer see them',
    resultTitle: 'Bulk result',
    summary: '{{done}} done, {{failed}} failed',
    row: 'ID',
    outcome: 'Outcome',
    ok: 'Done',
  },
};
