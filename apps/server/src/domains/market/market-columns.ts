import type { MarketPlan } from '@mcc/contract';
import { timeAt } from '../../lib/csv.ts';
import type { CsvColumn } from '../../lib/csv-export.ts';
import { HEADERS, header } from '../../lib/csv-headers.ts';

/** The export of the price plans' console list: one row a plan, its points as `time=price` pairs. */
export const PLAN_COLUMNS: readonly CsvColumn<MarketPlan>[] = [
  { header: HEADERS.id, cell: (p) => p.id },
  { header: header('币种', 'Symbol', '銘柄', '幣別'), cell: (p) => p.symbol },
  { header: HEADERS.status, cell: (p) => p.status },
  { header: header('创建人', 'Created by', '作成者', '建立人'), cell: (p) => p.createdBy },
  {
    header: header('价格点', 'Points', '価格ポイント', '價格點'),
    cell: (p, offset) => p.points.map((point) => `${timeAt(point.at, offset)}=${point.price}`).join(' '),
  },
  { header: HEADERS.createdAt, cell: (p, offset) => timeAt(p.createdAt, offset) },
  {
    header: header('取消时间', 'Cancelled', '取消日時', '取消時間'),
    cell: (p, offset) => timeAt(p.cancelledAt, offset),
  },
];
