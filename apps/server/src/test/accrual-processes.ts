import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AccrualCounts } from '../domains/pledge/pledge-accrual.ts';
import type { TestApp } from './harness.ts';

const ADMIN_SCRIPT = fileURLToPath(new URL('../../scripts/admin.ts', import.meta.url));

/**
 * Runs `npm run admin -- run-accrual --day <day>` as two OS processes started together against the
 * database of `app` (PostgreSQL); answers the pledge counts each printed.
 */
export async function twoProcessesAtOnce(app: TestApp, day: string): Promise<AccrualCounts[]> {
  const url = app.database.pool?.options.connectionString;
  if (!url) throw new Error('no PostgreSQL connection string');
  const env = { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' };
  const run = () =>
    promisify(execFile)(process.execPath, [ADMIN_SCRIPT, 'run-accrual', '--day', day], { env });
  return (await Promise.all([run(), run()])).map(({ stdout }) => {
    const line = stdout.split('\n').find((l) => l.startsWith(`${day} pledge: `));
    if (!line) throw new Error(`no pledge line in:\n${stdout}`);
    const counts: AccrualCounts = { orders: 0, days: 0, yields: 0, commissions: 0, releases: 0 };
    for (const part of line.slice(`${day} pledge: `.length).split(', ')) {
      const [name, n] = part.split(' ') as [keyof AccrualCounts, string];
      counts[name] = Number(n);
    }
    return counts;
  });
}

/** Both processes' counts added up. */
export function sumCounts(all: AccrualCounts[]): AccrualCounts {
  const total: AccrualCounts = { orders: 0, days: 0, yields: 0, commissions: 0, releases: 0 };
  for (const counts of all)
    for (const name of Object.keys(total) as (keyof AccrualCounts)[]) total[name] += counts[name];
  return total;
}
