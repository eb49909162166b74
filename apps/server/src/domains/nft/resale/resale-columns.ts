import type { AdminAppeal } from '@mcc/contract';
import { timeAt } from '../../../lib/csv.ts';
import type { CsvColumn } from '../../../lib/csv-export.ts';
import { HEADERS, header } from '../../../lib/csv-headers.ts';

/** The export of the resale appeals' console list. */
export const APPEAL_COLUMNS: readonly CsvColumn<AdminAppeal>[] = [
  { header: HEADERS.id, cell: (a) => a.id },
  { header: header('订单 ID', 'Order ID', '注文 ID', '訂單 ID'), cell: (a) => a.orderId },
  { header: HEADERS.series, cell: (a) => a.seriesName },
  { header: header('编号', 'Serial', 'シリアル', '編號'), cell: (a) => a.serial },
  { header: HEADERS.price, cell: (a) => a.price },
  { header: header('买家 UID', 'Buyer UID', '購入者 UID', '買家 UID'), cell: (a) => a.buyer.uid },
  { header: header('卖家 UID', 'Seller UID', '出品者 UID', '賣家 UID'), cell: (a) => a.seller.uid },
  { header: header('发起方', 'Opened by', '申立人', '發起方'), cell: (a) => a.openedBy },
  { header: HEADERS.reason, cell: (a) => a.reason },
  { header: HEADERS.status, cell: (a) => a.status },
  { header: header('裁决', 'Decision', '裁定', '裁決'), cell: (a) => a.decision },
  { header: HEADERS.createdAt, cell: (a, offset) => timeAt(a.createdAt, offset) },
  {
    header: header('裁决时间', 'Decided', '裁定日時', '裁決時間'),
    cell: (a, offset) => timeAt(a.decidedAt, offset),
  },
];
