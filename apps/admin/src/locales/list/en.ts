import type { ListMessages } from './zh-Hans.ts';

/** The texts of the list kit, in English. */
export const listEn: ListMessages = {
  list: {
    dateRange: 'Date',
    rangeStart: 'Start date',
    rangeEnd: 'End date',
    presets: {
      today: 'Today',
      yesterday: 'Yesterday',
      last7: 'Last 7 days',
      last30: 'Last 30 days',
      thisMonth: 'This month',
    },
    keyword: 'Search',
    searchBy: {
      id: 'ID',
      userId: 'user ID',
      orderId: 'order ID',
      uid: 'UID',
      mobile: 'phone',
      email: 'e-mail',
      nickname: 'nickname',
      address: 'address',
      txHash: 'tx hash',
      name: 'name',
      title: 'title',
      username: 'username',
      transferId: 'transfer ID',
      idempotencyKey: 'idempotency key',
      refId: 'reference ID',
      errorKey: 'error key',
    },
    searchSeparator: ', ',
    columns: 'Columns',
    columnsReset: 'Reset',
    export: 'Export CSV',
    exported: 'Exported {{name}}',
    explorer: 'View on the block explorer',
  },
};
