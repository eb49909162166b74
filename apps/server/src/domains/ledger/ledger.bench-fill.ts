import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** One USDT in micro-units: every deposit of the fill moves this much. */
const ONE = 1_000_000;

export interface DepositFill {
  /** Users 1…users, who must exist and have no ledger account yet. */
  users: number;
  /** Statement lines to write, two per deposit. */
  lines: number;
  /** Every `heavyEvery`-th deposit goes to `heavyUser`; the others go round-robin to everyone else. */
  heavyUser: number;
  heavyEvery: number;
  /** Deposits per INSERT. */
  batch: number;
}

/**
 * A large ledger for benchmarks, written set-based (INSERT … SELECT over generate_series, thousands of
 * times faster than `ledger_create` per movement): a system `deposits` account (id 1), a main USDT
 * account per user (id = user id + 1), and `lines` / 2 posted deposits of 1 USDT, each with its two
 * lines (deposit t: line 2t − 1 debits the system account, line 2t credits the user), one second
 * apart. Every account's k-th line is known without a running sum, so balances after are exact (k
 * USDT for a user, −t USDT for the system account), and the accounts' totals are set from the lines:
 * the ledger's invariants hold (`npm run ledger:verify`). Answers the lines written, in all and the
 * heavy user's.
 */
export async function fillDeposits(db: Db, fill: DepositFill) {
  await addAccounts(db, fill.users);
  const deposits = Math.floor(fill.lines / 2);
  for (let from = 1; from <= deposits; from += fill.batch)
    await addDeposits(db, fill, from, Math.min(deposits, from + fill.batch - 1));
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('ledger_transfers', 'id'), ${deposits})`);
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('ledger_entries', 'id'), ${2 * deposits})`);
  await db.execute(sql`
    UPDATE ledger_accounts a SET credits_posted = s.credits, debits_posted = s.debits
    FROM (SELECT account_id, coalesce(sum(delta) FILTER (WHERE delta > 0), 0) AS credits,
            coalesce(-sum(delta) FILTER (WHERE delta < 0), 0) AS debits
          FROM ledger_entries GROUP BY account_id) s
    WHERE a.id = s.account_id`);
  return { lines: 2 * deposits, heavyLines: Math.floor(deposits / fill.heavyEvery) };
}

async function addAccounts(db: Db, users: number) {
  await db.execute(sql`
    INSERT INTO ledger_accounts (id, user_id, asset, kind) OVERRIDING SYSTEM VALUE
    VALUES (1, NULL, 'USDT', 'deposits')`);
  await db.execute(sql`
    INSERT INTO ledger_accounts (id, user_id, asset, kind) OVERRIDING SYSTEM VALUE
    SELECT i + 1, i, 'USDT', 'main' FROM generate_series(1, ${users}::int) AS i`);
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('ledger_accounts', 'id'), ${users + 1})`);
}

/** Deposits `from`…`to` and their lines. */
async function addDeposits(db: Db, fill: DepositFill, from: number, to: number) {
  const { heavyUser, heavyEvery } = fill;
  const others = fill.users - 1;
  // Deposit t's owner, and how many deposits the owner has had up to t, as SQL over `t`.
  const rest = sql`(t - t / ${heavyEvery} - 1)`;
  const heavy = sql`t % ${heavyEvery} = 0`;
  const owner = sql`CASE WHEN ${heavy} THEN ${heavyUser}::int ELSE 2 + (${rest} % ${others})::int END`;
  const nth = sql`CASE WHEN ${heavy} THEN t / ${heavyEvery} ELSE ${rest} / ${others} + 1 END`;
  const deposits = Math.floor(fill.lines / 2);
  const at = sql`now() - make_interval(secs => ${deposits}::int - t)`;
  const series = sql`generate_series(${from}::bigint, ${to}::bigint) AS t`;
  await db.execute(sql`
    INSERT INTO ledger_transfers (id, key, debit_account_id, credit_account_id, asset, amount, code,
      ref_type, ref_id, memo, state, created_at, resolved_at) OVERRIDING SYSTEM VALUE
    SELECT t, 'bench:' || t, 1, ${owner} + 1, 'USDT', ${ONE}, 'deposit', 'recharge', t::text, '',
      'posted', ${at}, ${at}
    FROM ${series}`);
  await db.execute(sql`
    INSERT INTO ledger_entries (id, account_id, transfer_id, delta, balance_after, created_at)
      OVERRIDING SYSTEM VALUE
    SELECT 2 * t - 1, 1, t, ${-ONE}::bigint, -t * ${ONE}::bigint, ${at} FROM ${series}
    UNION ALL
    SELECT 2 * t, ${owner} + 1, t, ${ONE}::bigint, ${nth} * ${ONE}::bigint, ${at} FROM ${series}`);
}

/**
 * A year of movements for the dashboard's bench (scripts/bench-dashboard.ts): a main USDT account per
 * user 1…users (ids 1…users, some money in each: what the liabilities sum) and `transfers` posted
 * transfers spread evenly over the last 365 days, their codes in turn — yields, commissions and codes
 * the dashboard does not read. Only what the dashboard's reads touch: no entries, no balances kept.
 */
export async function fillYearOfTransfers(db: Db, fill: { users: number; transfers: number; batch: number }) {
  const { users, transfers, batch } = fill;
  const series = (from: number, to: number) => sql`generate_series(${from}::int, ${to}::int) AS i`;
  for (let from = 1; from <= users; from += batch)
    await db.execute(sql`
      INSERT INTO ledger_accounts (user_id, asset, kind, credits_posted)
      SELECT i, 'USDT', 'main', i % 1000 * ${ONE}::bigint FROM ${series(from, Math.min(users, from + batch - 1))}`);
  await db.execute(sql`INSERT INTO ledger_accounts (user_id, asset, kind) VALUES (NULL, 'USDT', 'yield')`);
  const codes = sql`(ARRAY['pledge_yield', 'pledge_yield', 'coinmix_yield', 'commission', 'commission', 'deposit',
    'transfer', 'fee', 'exchange', 'nft_buy'])[1 + i % 10]`;
  const at = sql`now() - interval '365 days' + make_interval(secs => i::float8 * ${365 * 86_400} / ${transfers})`;
  for (let from = 1; from <= transfers; from += batch)
    await db.execute(sql`
      INSERT INTO ledger_transfers (key, debit_account_id, credit_account_id, asset, amount, code, state, created_at)
      SELECT 'bench:' || i, ${users + 1}, 1 + i % ${users}, 'USDT', 1000 + i % 5000, ${codes}, 'posted', ${at}
      FROM ${series(from, Math.min(transfers, from + batch - 1))}`);
}
