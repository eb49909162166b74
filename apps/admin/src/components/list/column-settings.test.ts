import type { ColumnType } from 'antd/es/table';
import { describe, expect, it } from 'vitest';
import { arrangeColumns, columnId } from './column-settings.tsx';

const col = (id: string, fixed?: 'left' | 'right'): ColumnType<never> => ({ key: id, title: id, fixed });
const ids = (columns: ColumnType<never>[]) => columns.map(columnId);
const LIST = [col('id'), col('uid'), col('amount'), col('hash'), col('time'), col('actions', 'right')];

describe('column settings', () => {
  it('shows the columns in the order the operator dragged them, hidden ones left out', () => {
    const shown = arrangeColumns(LIST, { order: ['amount', 'id', 'uid', 'time', 'hash'], hidden: ['hash'] });
    expect(ids(shown)).toEqual(['amount', 'id', 'uid', 'time', 'actions']);
  });

  it('puts a column the list gained since after the one it follows, and forgets columns gone', () => {
    const shown = arrangeColumns(LIST, { order: ['time', 'gone', 'uid', 'id', 'amount'], hidden: ['gone'] });
    expect(ids(shown)).toEqual(['time', 'uid', 'id', 'amount', 'hash', 'actions']);
  });

  it('keeps the pinned columns where the list puts them, shown', () => {
    const shown = arrangeColumns(LIST, { order: ['actions', 'id'], hidden: ['actions'] });
    expect(ids(shown).at(-1)).toBe('actions');
  });

  it('names a column by its key, else its field', () => {
    expect(columnId({ dataIndex: 'txHash' })).toBe('txHash');
    expect(columnId({ dataIndex: ['chain', 'block'] })).toBe('chain.block');
  });
});
