import { BULK_MAX, formatAmount, parseAmount } from '@mcc/contract';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useState } from 'react';

/**
 * Rows ticked for a bulk action on a list: `rowSelection` for the table (only the rows `pickable`
 * allows; kept while the operator turns pages), the rows themselves, their total (`amountOf`: a wire
 * amount, summed exactly), and `clear` once the action is done.
 */
export function useRowPick<R extends { id: number }>(
  pickable: (row: R) => boolean,
  amountOf?: (row: R) => string,
) {
  const [rows, setRows] = useState<R[]>([]);
  const rowSelection: TableRowSelection<R> = {
    selectedRowKeys: rows.map((r) => r.id),
    preserveSelectedRowKeys: true,
    onChange: (_keys, picked) => setRows(picked.filter((r): r is R => r !== undefined)),
    getCheckboxProps: (row) => ({ disabled: !pickable(row), 'data-testid': `pick-${row.id}` }) as never,
  };
  const total = amountOf
    ? formatAmount(rows.reduce((sum, r) => sum + (parseAmount(amountOf(r)) ?? 0n), 0n))
    : undefined;
  return {
    rows,
    ids: rows.map((r) => r.id),
    total,
    tooMany: rows.length > BULK_MAX,
    rowSelection,
    clear: () => setRows([]),
  };
}

export type RowPick = Pick<ReturnType<typeof useRowPick>, 'ids' | 'total' | 'tooMany' | 'clear'>;
