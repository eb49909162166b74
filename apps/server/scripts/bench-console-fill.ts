/**
 * The console lists bench's data (bench-console-lists.ts): users, recharges and audit entries made by
 * generate_series in SQL, spread over the year before now as a live platform's would be.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

const BATCH = 250_000;

/** Runs `insert(from, to)` over 1…`rows` in batches. */
async function inBatches(rows: number, insert: (from: number, to: number) => Promise<unknown>) {
  for (let from = 1; from <= rows; from += BATCH) await insert(from, Math.min(rows, from + BATCH - 1));
}

/** `users` users, ids 1…users: UID 1000000i, mobile 138 + eight digits, e-mail and nickname by number. */
export async function addUsers(db: Db, users: number) {
  await inBatches(users, (from, to) =>
    db.execute(sql`
      INSERT INTO users (id, uid, invite_code, mobile, email, nickname, created_at) OVERRIDING SYSTEM VALUE
      SELECT i, (10000000 + i)::text, 'C' || i, '138' || lpad(i::text, 8, '0'), 'user' || i || '@bench.example',
        'user ' || i, now() - make_interval(secs => i * 300)
      FROM generate_series(${from}::int, ${to}::int) AS i`),
  );
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('users', 'id'), ${users})`);
}

/**
 * `rows` recharges, one every 30 seconds back from now, round-robin over the users: a tenth waiting
 * for review, the rest approved or rejected an hour after they came; amounts of 1…1,000 USDT.
 */
export async function addRecharges(db: Db, rows: number, users: number) {
  await inBatches(rows, (from, to) =>
    db.execute(sql`
      INSERT INTO recharges (user_id, network, amount, tx_hash, proof, state, created_at, reviewed_at)
      SELECT 1 + i % ${users}, (ARRAY['TRC20', 'ERC20', 'BEP20'])[1 + i % 3], (1 + i % 1000) * 1000000,
        md5(i::text) || md5((-i)::text), '/uploads/proof.png',
        CASE WHEN i % 10 = 0 THEN 'reviewing' WHEN i % 10 = 1 THEN 'rejected' ELSE 'approved' END,
        now() - make_interval(secs => i * 30),
        CASE WHEN i % 10 = 0 THEN NULL ELSE now() - make_interval(secs => i * 30 - 3600) END
      FROM generate_series(${from}::int, ${to}::int) AS i`),
  );
}

/** `rows` audit entries, one every 30 seconds back from now, by 97 operators' names. */
export async function addAuditEntries(db: Db, rows: number) {
  await inBatches(rows, (from, to) =>
    db.execute(sql`
      INSERT INTO audit_log (actor, action, target_type, target_id, ip, after, created_at)
      SELECT 'operator.' || (i % 97), 'recharge.approve', 'recharge', i::text, '10.0.0.' || (i % 250),
        jsonb_build_object('state', 'approved'), now() - make_interval(secs => i * 30)
      FROM generate_series(${from}::int, ${to}::int) AS i`),
  );
}
