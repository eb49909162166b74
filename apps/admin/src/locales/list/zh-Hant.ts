import type { ListMessages } from './zh-Hans.ts';

/** The texts of the list kit, in Traditional Chinese (Taiwan). */
export const listZhHant: ListMessages = {
  list: {
    dateRange: '日期',
    rangeStart: '開始日期',
    rangeEnd: '結束日期',
    keyword: '關鍵字',
    searchBy: {
      id: '編號',
      uid: 'UID',
      mobile: '手機號碼',
      email: '電子郵件',
      nickname: '暱稱',
      address: '地址',
      txHash: '交易雜湊',
      name: '名稱',
      title: '標題',
      username: '使用者名稱',
    },
    searchSeparator: '、',
    columns: '欄位設定',
    columnsReset: '還原預設',
    export: '匯出 CSV',
    exported: '已匯出 {{name}}',
    exportFailed: '匯出失敗，請稍後再試',
    explorer: '在區塊鏈瀏覽器中檢視',
    order: '訂單 #{{id}}',
  },
};
