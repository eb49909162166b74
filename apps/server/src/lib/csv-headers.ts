import type { Header } from './csv.ts';

/** A header in zh-Hans, en, ja and zh-Hant. */
export const header = (zhHans: string, en: string, ja: string, zhHant: string): Header => ({
  'zh-Hans': zhHans,
  en,
  ja,
  'zh-Hant': zhHant,
});

/** The headers many lists share. */
export const HEADERS = {
  id: header('ID', 'ID', 'ID', 'ID'),
  userId: header('用户 ID', 'User ID', 'ユーザー ID', '用戶 ID'),
  uid: header('UID', 'UID', 'UID', 'UID'),
  status: header('状态', 'Status', 'ステータス', '狀態'),
  amount: header('金额', 'Amount', '金額', '金額'),
  asset: header('币种', 'Asset', '通貨', '幣別'),
  network: header('网络', 'Network', 'ネットワーク', '網路'),
  txHash: header('交易哈希', 'Transaction hash', 'トランザクションハッシュ', '交易雜湊'),
  address: header('地址', 'Address', 'アドレス', '地址'),
  reason: header('原因', 'Reason', '理由', '原因'),
  name: header('名称', 'Name', '名称', '名稱'),
  series: header('系列', 'Series', 'シリーズ', '系列'),
  price: header('价格', 'Price', '価格', '價格'),
  published: header('已上架', 'Published', '公開中', '已上架'),
  sort: header('排序', 'Sort', '並び順', '排序'),
  createdAt: header('创建时间', 'Created at', '作成日時', '建立時間'),
  updatedAt: header('更新时间', 'Updated at', '更新日時', '更新時間'),
} as const;
