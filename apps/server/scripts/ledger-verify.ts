/**
 * `npm run ledger:verify`: checks every ledger invariant on the configured database (DATABASE_URL, or
 * the embedded database in DATA_DIR), prints each check, and exits 1 naming what is wrong.
 * `npm run ledger:verify -- --chain` also recomputes the hash chain and checks every signed digest
 * (`verifyChain`), naming the first entry whose hash differs.
 */
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { openDatabase, postgresOptions } from '../src/db/client.ts';
import { verifyLedger } from '../src/domains/ledger/ledger.verify.ts';
import { verifyChain } from '../src/domains/ledger/ledger-chain.verify.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    postgres: postgresOptions(config),
  });
  try {
    const checks: { name: string; problems: string[] }[] = await verifyLedger(database.db);
    if (process.argv.includes('--chain')) {
      const chain = await verifyChain(database.db);
      const at = chain.firstBadSeq === null ? '' : ` (first wrong entry: ${chain.firstBadSeq})`;
      checks.push({
        name: `the hash chain of ${chain.entries} entries and its ${chain.digests} signed digests recompute${at}`,
        problems: chain.problems,
      });
    }
    for (const c of checks) {
      console.log(`${c.problems.length === 0 ? 'ok  ' : 'FAIL'} ${c.name}`);
      for (const p of c.problems) console.log(`       ${p}`);
    }
    const failed = checks.filter((c) => c.problems.length > 0).length;
    console.log(
      failed === 0
        ? `ledger verify: ${checks.length} checks passed`
        : `ledger verify: ${failed} of ${checks.length} checks failed`,
    );
    return failed === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof ConfigError || e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
