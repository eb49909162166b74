import type { AdminNotice } from '@mcc/contract';
import { timeAt } from '../../lib/csv.ts';
import type { CsvColumn } from '../../lib/csv-export.ts';
import { HEADERS, header } from '../../lib/csv-headers.ts';

/** The export of the notices' console list (titles; the contents stay in the console). */
export const NOTICE_COLUMNS: readonly CsvColumn<AdminNotice>[] = [
  { header: HEADERS.id, cell: (n) => n.id },
  {
    header: header('标题（简体）', 'Title (zh-Hans)', 'タイトル（簡体字）', '標題（簡體）'),
    cell: (n) => n.title['zh-Hans'],
  },
  {
    header: header('标题（英文）', 'Title (en)', 'タイトル（英語）', '標題（英文）'),
    cell: (n) => n.title.en,
  },
  { header: header('重要', 'Important', '重要', '重要'), cell: (n) => n.important },
  { header: header('已隐藏', 'Hidden', '非表示', '已隱藏'), cell: (n) => n.hidden },
  { header: header('用户可见', 'Visible', '公開中', '用戶可見'), cell: (n) => n.visible },
  {
    header: header('发布时间', 'Publish at', '公開日時', '發佈時間'),
    cell: (n, offset) => timeAt(n.publishAt, offset),
  },
  { header: HEADERS.createdAt, cell: (n, offset) => timeAt(n.createdAt, offset) },
];
