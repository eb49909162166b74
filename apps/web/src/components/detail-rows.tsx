import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** Monospaced, wrapping anywhere (addresses, hashes). */
  mono?: boolean;
  testId?: string;
}

/** Label–value pairs, one a line: record details, previews, confirmations, receipts. */
export function DetailRows({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className="detail-rows">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd className={row.mono ? 'mono' : undefined} data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
