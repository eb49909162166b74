import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed.ts';

const script = path.resolve(import.meta.dirname, '../apps/server/scripts/ledger-verify.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-verify-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Opens the embedded database in `dataDir` with the app's services, runs `fn`, and closes it. */
async function withApp(fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database: await openPglite(dataDir), logger: false });
  try {
    await fn(app);
  } finally {
    await app.close();
  }
}

const verify = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

describe('npm run ledger:verify', () => {
  it('passes on a healthy ledger, names a rewritten entry with --chain, a broken account, and refuses a database in use', async () => {
    await withApp((app) => seedDemo({ db: app.database.db, ...app.services }).then(() => {}));
    const healthy = verify();
    expect(healthy.stdout).toContain('ledger verify: 6 checks passed');
    expect(healthy.status).toBe(0);
    const chained = verify('--chain');
    expect(chained.stdout).toMatch(/ok {3}the hash chain of \d+ entries and its 0 signed digests recompute/);
    expect(chained.status).toBe(0);

    // A memo rewritten with SQL (the sealing trigger switched off): the chain names its entry.
    let seq = '';
    await withApp(async (app) => {
      const db = app.database.db;
      await db.execute(sql`ALTER TABLE ledger_transfers DISABLE TRIGGER USER`);
      const result = await db.execute(sql`UPDATE ledger_transfers SET memo = memo || '!'
        WHERE id = (SELECT transfer_id FROM ledger_journal ORDER BY seq DESC LIMIT 1)
        RETURNING (SELECT max(seq) FROM ledger_journal j WHERE j.transfer_id = ledger_transfers.id
          AND j.action IN ('transfer', 'hold'))::text AS seq`);
      await db.execute(sql`ALTER TABLE ledger_transfers ENABLE TRIGGER USER`);
      seq = String((result as unknown as { rows: { seq: string }[] }).rows[0]?.seq);
    });
    expect(verify().status).toBe(0); // the balances still add up: only the chain sees it
    const rewritten = verify('--chain');
    expect(rewritten.status).toBe(1);
    expect(rewritten.stdout).toContain(`(first wrong entry: ${seq})`);
    expect(rewritten.stdout).toContain(`entry ${seq} (transfer`);

    let brokenId = 0;
    await withApp(async (app) => {
      const result = await app.database.db.execute(
        sql`UPDATE ledger_accounts SET credits_posted = credits_posted + 1 WHERE user_id IS NOT NULL AND asset = 'USDT' RETURNING id`,
      );
      brokenId = Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
    });
    const broken = verify();
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain(`account ${brokenId} (main USDT`);
    expect(broken.stdout).toMatch(/FAIL per asset, all balances sum to zero/);

    await withApp(async () => {
      const busy = verify();
      expect(busy.status).toBe(2);
      expect(busy.stderr).toContain('is in use by process');
    });
  }, 60_000);
});
