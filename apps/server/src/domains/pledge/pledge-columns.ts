import type { AdminPledgeOrder } from '@mcc/contract';
import { timeAt } from '../../lib/csv.ts';
import type { CsvColumn } from '../../lib/csv-export.ts';
import { HEADERS, header } from '../../lib/csv-headers.ts';

/** The export of the AI quant orders' console list. */
export const PLEDGE_ORDER_COLUMNS: readonly CsvColumn<AdminPledgeOrder>[] = [
  { header: HEADERS.id, cell: (o) => o.id },
  { header: HEADERS.userId, cell: (o) => o.userId },
  { header: HEADERS.uid, cell: (o) => o.uid },
  { header: header('产品', 'Product', '商品', '產品'), cell: (o) => o.productName },
  { header: HEADERS.amount, cell: (o) => o.amount },
  {
    header: header('日利率（基点）', 'Daily rate (bp)', '日利（bp）', '日利率（基點）'),
    cell: (o) => o.dailyRateBp,
  },
  { header: header('期限（天）', 'Term (days)', '期間（日）', '期限（天）'), cell: (o) => o.termDays },
  { header: header('已收益', 'Earned', '獲得済み', '已收益'), cell: (o) => o.earned },
  { header: header('起息日', 'Start date', '開始日', '起息日'), cell: (o) => o.startDate },
  { header: header('到期日', 'End date', '満期日', '到期日'), cell: (o) => o.endDate },
  { header: HEADERS.status, cell: (o) => o.status },
  { header: HEADERS.createdAt, cell: (o, offset) => timeAt(o.createdAt, offset) },
  {
    header: header('完成时间', 'Completed', '完了日時', '完成時間'),
    cell: (o, offset) => timeAt(o.completedAt, offset),
  },
];
