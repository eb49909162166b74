import type { AdminNftOrder, AdminSeries } from '@mcc/contract';
import { timeAt } from '../../../lib/csv.ts';
import type { CsvColumn } from '../../../lib/csv-export.ts';
import { HEADERS, header } from '../../../lib/csv-headers.ts';

/** The exports of the catalog's console lists: series and everyone's orders. */

export const SERIES_COLUMNS: readonly CsvColumn<AdminSeries>[] = [
  { header: HEADERS.id, cell: (s) => s.id },
  {
    header: header('名称（简体）', 'Name (zh-Hans)', '名称（簡体字）', '名稱（簡體）'),
    cell: (s) => s.name['zh-Hans'],
  },
  { header: header('名称（英文）', 'Name (en)', '名称（英語）', '名稱（英文）'), cell: (s) => s.name.en },
  { header: header('稀有度', 'Rarity', 'レアリティ', '稀有度'), cell: (s) => s.rarity },
  { header: HEADERS.price, cell: (s) => s.price },
  { header: header('发行量', 'Supply', '発行数', '發行量'), cell: (s) => s.supply },
  { header: header('已售', 'Sold', '販売済み', '已售'), cell: (s) => s.sold },
  { header: header('收入', 'Revenue', '売上', '收入'), cell: (s) => s.revenue },
  {
    header: header('合约地址', 'Contract address', 'コントラクトアドレス', '合約地址'),
    cell: (s) => s.contractAddress,
  },
  { header: HEADERS.published, cell: (s) => s.published },
  { header: HEADERS.sort, cell: (s) => s.sort },
  {
    header: header('开售时间', 'Sale starts', '販売開始', '開賣時間'),
    cell: (s, offset) => timeAt(s.saleStart, offset),
  },
  { header: HEADERS.createdAt, cell: (s, offset) => timeAt(s.createdAt, offset) },
];

export const ORDER_COLUMNS: readonly CsvColumn<AdminNftOrder>[] = [
  { header: HEADERS.id, cell: (o) => o.id },
  { header: header('类型', 'Kind', '種類', '類型'), cell: (o) => o.kind },
  { header: header('买家 ID', 'Buyer ID', '購入者 ID', '買家 ID'), cell: (o) => o.userId },
  { header: header('买家 UID', 'Buyer UID', '購入者 UID', '買家 UID'), cell: (o) => o.uid },
  { header: HEADERS.series, cell: (o) => o.seriesName },
  { header: header('数量', 'Quantity', '数量', '數量'), cell: (o) => o.quantity },
  { header: header('单价', 'Unit price', '単価', '單價'), cell: (o) => o.unitPrice },
  { header: HEADERS.amount, cell: (o) => o.amount },
  { header: HEADERS.status, cell: (o) => o.status },
  { header: header('编号', 'Serials', 'シリアル', '編號'), cell: (o) => o.serials.join(' ') },
  { header: HEADERS.createdAt, cell: (o, offset) => timeAt(o.createdAt, offset) },
  {
    header: header('付款时间', 'Paid', '支払日時', '付款時間'),
    cell: (o, offset) => timeAt(o.paidAt, offset),
  },
];
