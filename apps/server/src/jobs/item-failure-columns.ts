import type { JobFailure } from '@mcc/contract';
import { timeAt } from '../lib/csv.ts';
import type { CsvColumn } from '../lib/csv-export.ts';
import { header } from '../lib/csv-headers.ts';

/** The export of the failing job items' console list. */
export const FAILURE_COLUMNS: readonly CsvColumn<JobFailure>[] = [
  { header: header('任务', 'Job', 'ジョブ', '任務'), cell: (f) => f.job },
  { header: header('项目 ID', 'Item ID', '項目 ID', '項目 ID'), cell: (f) => f.itemId },
  { header: header('错误', 'Error', 'エラー', '錯誤'), cell: (f) => f.errorKey },
  { header: header('说明', 'Message', 'メッセージ', '說明'), cell: (f) => f.message },
  { header: header('连续失败次数', 'Attempts', '連続失敗回数', '連續失敗次數'), cell: (f) => f.attempts },
  {
    header: header('首次失败', 'First failed', '初回失敗', '首次失敗'),
    cell: (f, offset) => timeAt(f.firstFailedAt, offset),
  },
  {
    header: header('最近失败', 'Last failed', '直近の失敗', '最近失敗'),
    cell: (f, offset) => timeAt(f.lastFailedAt, offset),
  },
  {
    header: header('下次尝试', 'Next attempt', '次回試行', '下次嘗試'),
    cell: (f, offset) => timeAt(f.nextAttemptAt, offset),
  },
];
