import type { AdminBox, AdminRecipe } from '@mcc/contract';
import { timeAt } from '../../../lib/csv.ts';
import type { CsvColumn } from '../../../lib/csv-export.ts';
import { HEADERS, header } from '../../../lib/csv-headers.ts';

/** The exports of the boxes' and recipes' console lists. */

const nameZh = header('名称（简体）', 'Name (zh-Hans)', '名称（簡体字）', '名稱（簡體）');
const nameEn = header('名称（英文）', 'Name (en)', '名称（英語）', '名稱（英文）');

export const BOX_COLUMNS: readonly CsvColumn<AdminBox>[] = [
  { header: HEADERS.id, cell: (b) => b.id },
  { header: nameZh, cell: (b) => b.name['zh-Hans'] },
  { header: nameEn, cell: (b) => b.name.en },
  { header: HEADERS.price, cell: (b) => b.price },
  { header: HEADERS.asset, cell: (b) => b.asset },
  { header: header('开启次数', 'Opens', '開封数', '開啟次數'), cell: (b) => b.opens },
  { header: header('收入', 'Revenue', '売上', '收入'), cell: (b) => b.revenue },
  { header: HEADERS.published, cell: (b) => b.published },
  { header: header('已关闭', 'Closed', '終了', '已關閉'), cell: (b) => b.closed },
  { header: HEADERS.sort, cell: (b) => b.sort },
  {
    header: header('开放时间', 'Opens at', '開始日時', '開放時間'),
    cell: (b, offset) => timeAt(b.opensAt, offset),
  },
  {
    header: header('关闭时间', 'Closes at', '終了日時', '關閉時間'),
    cell: (b, offset) => timeAt(b.closesAt, offset),
  },
  { header: HEADERS.createdAt, cell: (b, offset) => timeAt(b.createdAt, offset) },
];

export const RECIPE_COLUMNS: readonly CsvColumn<AdminRecipe>[] = [
  { header: HEADERS.id, cell: (r) => r.id },
  { header: nameZh, cell: (r) => r.name['zh-Hans'] },
  { header: nameEn, cell: (r) => r.name.en },
  {
    header: header('材料', 'Inputs', '素材', '材料'),
    cell: (r) => r.inputs.map((i) => `${i.seriesId}×${i.count}`).join(' '),
  },
  { header: header('产出系列', 'Output series', '生成シリーズ', '產出系列'), cell: (r) => r.output.seriesId },
  { header: header('手续费', 'Fee', '手数料', '手續費'), cell: (r) => r.fee },
  { header: header('手续费币种', 'Fee asset', '手数料の通貨', '手續費幣別'), cell: (r) => r.feeAsset },
  { header: header('合成次数', 'Made', '合成数', '合成次數'), cell: (r) => r.made },
  { header: HEADERS.published, cell: (r) => r.published },
  { header: HEADERS.sort, cell: (r) => r.sort },
  { header: HEADERS.createdAt, cell: (r, offset) => timeAt(r.createdAt, offset) },
];
