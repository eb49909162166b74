/**
 * The team member list at depth 3 (`/api/team/member?level=3&page`) in a 1,000,000-user referral tree
 * on PostgreSQL (a throw-away database, dropped at the end): the real `team.members` over the real
 * closure table, filled by its trigger. Prints the tree, the user picked, and p50 / p99 per page.
 *
 * Run alone (`node apps/server/scripts/bench-team.ts`) or through `benchTeamMember(adminUrl)`.
 * Settings (env): BENCH_DATABASE_URL (an admin connection that may create databases), BENCH_TEAM_USERS
 * (1,000,000), BENCH_TEAM_FANOUT (members each user invites, 50), BENCH_TEAM_REPEAT (runs per page, 200).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { noChangeFeed } from '../src/db/change-feed.ts';
import { type Db, openPostgres, rowsOf } from '../src/db/client.ts';
import { createUserDirectory } from '../src/domains/auth/user-directory.service.ts';
import { createLedger } from '../src/domains/ledger/ledger.service.ts';
import { createTeamPledges } from '../src/domains/pledge/pledge.service.ts';
import { createTeamService, type TeamService } from '../src/domains/team/team.service.ts';
import { systemClock } from '../src/lib/clock.ts';
import { positiveEnv, runBenchAlone, timeRuns, withScratchDatabase } from './scratch-database.ts';

const BATCH = 100_000;

/**
 * `users` users in a tree where user i (ids from 1, the root) was invited by user (i − 2) / fanout + 1:
 * every user invites `fanout` others, level by level. Inserted in batches with `inviter_id`, so the
 * closure rows come from the `team_paths` trigger, as they do for every sign-up. Every seventh user
 * holds an active stake, so the list's per-member pledge sums have something to add.
 */
async function buildTree(db: Db, users: number, fanout: number) {
  for (let from = 1; from <= users; from += BATCH) {
    const to = Math.min(users, from + BATCH - 1);
    await db.execute(sql`
      INSERT INTO users (id, uid, invite_code, inviter_id, mobile, nickname) OVERRIDING SYSTEM VALUE
      SELECT i, (10000000 + i)::text, 'B' || i, CASE WHEN i = 1 THEN NULL ELSE (i - 2) / ${fanout} + 1 END,
        '139' || lpad(i::text, 8, '0'), 'member ' || i
      FROM generate_series(${from}::int, ${to}::int) AS i`);
  }
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('users', 'id'), ${users})`);
  await db.execute(sql`
    INSERT INTO pledge_products (name, term_days, daily_rate_bp, min_amount, max_amount, quota, sold, open, created_at, updated_at)
    VALUES ('{"zh-Hans":"bench"}', 30, 100, 1, 1000000000000, 1000000000000000, 0, true, now(), now())`);
  await db.execute(sql`
    INSERT INTO pledge_orders (user_id, product_id, amount, daily_rate_bp, term_days, start_date, end_date, next_day, created_at)
    SELECT i, (SELECT min(id) FROM pledge_products), 100000000 + i, 100, 30,
      current_date, current_date + 30, current_date + 1, now()
    FROM generate_series(1, ${users}::int, 7) AS i`);
  // What autovacuum does on a live server: statistics, and the visibility map index-only scans need.
  for (const table of ['users', 'team_paths', 'pledge_orders'])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
}

const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;

/** Builds the tree on a scratch database of `adminUrl`'s server, times the depth-3 list, prints the results. */
export async function benchTeamMember(adminUrl: string): Promise<void> {
  const users = positiveEnv('BENCH_TEAM_USERS', 1_000_000);
  const fanout = positiveEnv('BENCH_TEAM_FANOUT', 50);
  const repeat = positiveEnv('BENCH_TEAM_REPEAT', 200);
  await withScratchDatabase(adminUrl, 'team', async (url) => {
    const database = await openPostgres(url);
    try {
      const db = database.db;
      const t0 = performance.now();
      await buildTree(db, users, fanout);
      const [size] = rowsOf<{ paths: number; depth: number }>(
        await db.execute(sql`SELECT count(*)::int AS paths, max(depth) AS depth FROM team_paths`),
      );
      console.log(
        `team bench — ${users.toLocaleString('en')} users, ${fanout} invited each, ` +
          `${size?.paths.toLocaleString('en')} closure rows, depth ${size?.depth}; ` +
          `built by the trigger in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
      );

      const [picked] = rowsOf<{ id: number; members: number }>(
        await db.execute(sql`SELECT ancestor_id AS id, count(*)::int AS members FROM team_paths
          WHERE depth = 3 GROUP BY ancestor_id ORDER BY members DESC, ancestor_id LIMIT 1`),
      );
      if (!picked) throw new Error('the tree has no depth-3 member');
      const team: TeamService = createTeamService({
        db,
        clock: systemClock,
        ledger: createLedger({ clock: systemClock }),
        users: createUserDirectory({ db, feed: noChangeFeed }),
        pledges: createTeamPledges(db),
        publicUrl: 'http://bench',
      });
      const limit = 10;
      const last = Math.ceil(picked.members / limit);
      console.log(
        `user ${picked.id}: ${picked.members.toLocaleString('en')} members at depth 3 (${last.toLocaleString('en')} pages of ${limit})`,
      );
      for (const page of new Set([1, Math.min(1000, last), last])) {
        const answer = await team.members(picked.id, 3, page, limit);
        if (answer.total !== picked.members || answer.list.length === 0)
          throw new Error(`page ${page}: ${answer.list.length} rows of ${answer.total}`);
        const r = await timeRuns(() => team.members(picked.id, 3, page, limit), repeat);
        console.log(
          `team/member level 3 page ${String(page).padEnd(6)} (${repeat} runs)   p50 ${ms(r.p50)}  p99 ${ms(r.p99)}`,
        );
      }
    } finally {
      await database.close();
    }
  });
}

if (import.meta.main) runBenchAlone(benchTeamMember);
