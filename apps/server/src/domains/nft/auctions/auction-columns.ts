import type { AdminAuction } from '@mcc/contract';
import { timeAt } from '../../../lib/csv.ts';
import type { CsvColumn } from '../../../lib/csv-export.ts';
import { HEADERS, header } from '../../../lib/csv-headers.ts';

/** The export of the auctions' console list. */
export const AUCTION_COLUMNS: readonly CsvColumn<AdminAuction>[] = [
  { header: HEADERS.id, cell: (a) => a.id },
  { header: HEADERS.series, cell: (a) => a.seriesName },
  { header: header('编号', 'Serial', 'シリアル', '編號'), cell: (a) => a.serial },
  { header: header('卖家 ID', 'Seller ID', '出品者 ID', '賣家 ID'), cell: (a) => a.sellerId },
  { header: header('起拍价', 'Start price', '開始価格', '起拍價'), cell: (a) => a.startPrice },
  { header: header('保留价', 'Reserve', '最低落札価格', '保留價'), cell: (a) => a.reserve },
  { header: header('领先出价', 'Leading bid', '最高入札額', '領先出價'), cell: (a) => a.leadingBid },
  { header: header('领先者 ID', 'Leader ID', '最高入札者 ID', '領先者 ID'), cell: (a) => a.leaderId },
  { header: header('出价次数', 'Bids', '入札数', '出價次數'), cell: (a) => a.bids },
  { header: HEADERS.status, cell: (a) => a.status },
  {
    header: header('开始时间', 'Starts', '開始日時', '開始時間'),
    cell: (a, offset) => timeAt(a.startsAt, offset),
  },
  {
    header: header('结束时间', 'Ends', '終了日時', '結束時間'),
    cell: (a, offset) => timeAt(a.endsAt, offset),
  },
  {
    header: header('结算时间', 'Settled', '決済日時', '結算時間'),
    cell: (a, offset) => timeAt(a.settledAt, offset),
  },
];
