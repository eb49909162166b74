import type { FormProblem } from '../../../components/form/problems.ts';

/**
 * Rows after the first that name a series an earlier row names. The schemas refuse a repeated series
 * for the whole list; this puts the refusal on the row that repeats it.
 */
export function repeatedSeries(rows: readonly { seriesId: number | null }[], list: string): FormProblem[] {
  const seen = new Set<number>();
  return rows.flatMap((row, i) => {
    if (row.seriesId === null) return [];
    if (seen.has(row.seriesId)) return [{ path: [list, i, 'seriesId'], key: 'SERIES_TWICE' }];
    seen.add(row.seriesId);
    return [];
  });
}
