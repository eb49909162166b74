import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseAmount } from '@mcc/contract';
import pg from 'pg';
import type { Cluster } from '../../scripts/cluster.ts';
import type { Outcome } from './cluster-load.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Rows of one query on the cluster's database. */
export async function rows<T>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const answeredOk = (o: Outcome) => o.status === 200 && o.code === 1;

/**
 * Every transfer the load sent, looked up in the database by what only it has (its sender, recipient
 * and amount): each one answered OK is there once, under the id it was answered with, with its ledger
 * movement (`transfer:<id>`); no transfer is there twice, whatever its answer was.
 */
export async function transfersInLedger(databaseUrl: string, outcomes: readonly Outcome[]) {
  const sent = outcomes.filter((o) => o.transfer);
  const found = await rows<{
    id: number;
    from_user_id: number;
    to_user_id: number;
    amount: string;
    moved: string | null;
  }>(
    databaseUrl,
    `SELECT t.id, t.from_user_id, t.to_user_id, t.amount::text AS amount, l.key AS moved
       FROM fund_transfers t LEFT JOIN ledger_transfers l ON l.key = 'transfer:' || t.id
      WHERE t.from_user_id = ANY($1::int[])`,
    [[...new Set(sent.map((o) => o.user.id))]],
  );
  const keyOf = (from: number, to: number, micro: bigint | string) => `${from}>${to}:${micro}`;
  const inDb = new Map<string, typeof found>();
  for (const r of found) {
    const k = keyOf(r.from_user_id, r.to_user_id, r.amount);
    inDb.set(k, [...(inDb.get(k) ?? []), r]);
  }
  const acknowledged = sent.filter(answeredOk);
  const lost = acknowledged.filter((o) => {
    const t = o.transfer;
    const there = t ? inDb.get(keyOf(o.user.id, t.to.id, parseAmount(t.amount) ?? 0n)) : undefined;
    return there?.length !== 1 || there[0]?.id !== t?.id || !there[0]?.moved;
  });
  const twice = [...inDb.values()].filter((list) => list.length > 1);
  return { sent: sent.length, acknowledged: acknowledged.length, inLedger: found.length, lost, twice };
}

/**
 * Every box opened: each open answered OK has its draws and its payment (`box_open`, referencing its
 * first draw); per user, draws and payments agree, so no open was paid twice or drawn without payment.
 */
export async function boxOpensInLedger(databaseUrl: string, outcomes: readonly Outcome[]) {
  const opens = outcomes.filter((o) => o.kind === 'box open');
  const acknowledged = opens.filter(answeredOk);
  const userIds = [...new Set(opens.map((o) => o.user.id))];
  const draws = await rows<{ id: number; user_id: number }>(
    databaseUrl,
    'SELECT id, user_id FROM nft_box_draws WHERE user_id = ANY($1::int[])',
    [userIds],
  );
  const paid = await rows<{ ref_id: string }>(
    databaseUrl,
    `SELECT ref_id FROM ledger_transfers WHERE code = 'box_open' AND ref_id = ANY($1::text[])`,
    [draws.map((d) => String(d.id))],
  );
  const paidFor = new Set(paid.map((p) => Number(p.ref_id)));
  const drawn = new Set(draws.map((d) => d.id));
  const lost = acknowledged.filter(
    (o) => !o.drawIds?.length || !o.drawIds.every((id) => drawn.has(id)) || !paidFor.has(o.drawIds[0] ?? -1),
  );
  return {
    sent: opens.length,
    acknowledged: acknowledged.length,
    draws: draws.length,
    payments: paid.length,
    lost,
  };
}

/**
 * Every upload answered OK, read straight from every API server (past nginx) and through nginx: the
 * bytes sent, under the name that is their hash; and a smaller size, made by the first server that is
 * asked, served by all of them from the shared store.
 */
export async function uploadsEverywhere(cluster: Cluster, outcomes: readonly Outcome[]) {
  const uploads = outcomes
    .filter((o) => answeredOk(o) && o.upload)
    .map((o) => o.upload as NonNullable<Outcome['upload']>);
  const problems: string[] = [];
  let reads = 0;
  for (const u of uploads) {
    if (u.name !== `${u.sha256}.png`)
      problems.push(`${u.name}: not the hash of the bytes sent (${u.sha256})`);
    for (const server of cluster.apis) {
      const res = await fetch(`${server.url}/uploads/${u.name}`);
      const body = Buffer.from(await res.arrayBuffer());
      reads++;
      if (res.status !== 200 || !body.equals(u.bytes))
        problems.push(`${server.label} /uploads/${u.name}: ${res.status}`);
    }
  }
  const sized = uploads[0];
  const sizes: string[] = [];
  if (sized) {
    for (const server of cluster.apis) {
      const res = await fetch(`${server.url}/uploads/w/240/${sized.sha256}.webp`);
      const body = Buffer.from(await res.arrayBuffer());
      reads++;
      sizes.push(
        `${res.status} ${res.headers.get('content-type')} ${createHash('sha256').update(body).digest('hex').slice(0, 12)}`,
      );
    }
  }
  return { uploads: uploads.length, reads, problems, sizes };
}

/** `npm run ledger:verify -- --chain` on the cluster's database, with the servers' settings: its exit code and last line. */
export function ledgerVerify(cluster: Cluster) {
  const r = spawnSync(process.execPath, ['apps/server/scripts/ledger-verify.ts', '--chain'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...cluster.settings },
    encoding: 'utf8',
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}`.trim() };
}

/** `mcc_job_runs_total{queue,outcome}` of one server's /metrics, by `queue/outcome`. */
export async function jobRuns(url: string, token: string): Promise<Map<string, number>> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
  const runs = new Map<string, number>();
  for (const m of text.matchAll(/^mcc_job_runs_total\{queue="([^"]+)",outcome="([^"]+)"\} (\d+)$/gm))
    runs.set(`${m[1]}/${m[2]}`, Number(m[3]));
  return runs;
}

/** One server's open price streams (`mcc_streams_open{kind="price"}`). */
export async function openStreams(url: string, token: string): Promise<number> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
  return Number(/^mcc_streams_open\{kind="price"\} (\d+)$/m.exec(text)?.[1] ?? 0);
}

/** The queues the worker runs every minute (apps/server/src/jobs/job-runner.ts). */
export const MINUTE_QUEUES = [
  'market-prices',
  'nft-order-expiry',
  'nft-auction-settle',
  'auto-recharge-confirm',
  'dashboard-rollup',
];

/**
 * Resolves once every minute queue has a job created after `since` (a cron tick's, not the start's
 * catch-up) and completed. pg-boss files a tick's job within its cron pass (30 s) after the minute.
 */
export async function untilTicked(databaseUrl: string, since: Date, timeoutMs = 110_000) {
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const done = await rows<{ name: string }>(
      databaseUrl,
      `SELECT DISTINCT name FROM pgboss.job WHERE name = ANY($1) AND created_on > $2 AND state = 'completed'`,
      [MINUTE_QUEUES, since],
    );
    if (done.length === MINUTE_QUEUES.length) return;
    if (Date.now() > deadline)
      throw new Error(`no cron tick completed for ${MINUTE_QUEUES.length - done.length} queues`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The jobs of the app's queues (pg-boss): per queue and state, with how many were run again. */
export async function jobRows(databaseUrl: string) {
  return rows<{
    name: string;
    state: string;
    retry_count: number;
    created_on: Date;
    started_on: Date | null;
  }>(
    databaseUrl,
    `SELECT name, state::text AS state, retry_count, created_on, started_on FROM pgboss.job
      WHERE name NOT LIKE '\\_\\_pgboss%' ORDER BY name, created_on`,
  );
}
