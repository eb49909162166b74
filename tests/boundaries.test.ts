import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBoundaries } from '../scripts/check-boundaries.ts';

const repo = path.resolve(import.meta.dirname, '..');
const script = path.join(repo, 'scripts/check-boundaries.ts');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-boundaries-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

/** A copy of the server's sources, where a test may add a file that breaks a rule. */
function copyOfTheHouse(name: string) {
  const root = path.join(temp, name);
  for (const dir of ['apps/server/src', 'apps/server/scripts'])
    fs.cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true });
  return root;
}

function write(root: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** What `npm run lint` runs after Biome: exit code and the lines it printed. */
function lint(root: string) {
  const run = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('boundary rules (npm run lint)', () => {
  it('hold on the code as it stands', () => {
    expect(checkBoundaries(repo)).toEqual([]);
    expect(lint(repo).status).toBe(0);
  });

  it('fail on a new file that reads the ledger tables outside the ledger', () => {
    const root = copyOfTheHouse('ledger-tables');
    write(
      root,
      'apps/server/src/domains/wallet/peek.ts',
      "import { ledgerAccounts } from '../ledger/ledger.tables.ts';\nexport const peek = ledgerAccounts;\n",
    );
    write(
      root,
      'apps/server/src/jobs/report.ts',
      "import { sql } from 'drizzle-orm';\nexport const q = sql`SELECT count(*) FROM ledger_transfers`;\n",
    );
    const { status, out } = lint(root);
    expect(status).toBe(1);
    expect(out).toContain(
      "apps/server/src/domains/wallet/peek.ts:1  ledger-tables: imports the ledger's tables",
    );
    expect(out).toContain('apps/server/src/jobs/report.ts:2  ledger-tables: names a ledger table in SQL');
  });

  it("fail on a domain reaching into another's files, and on loops between domains and files", () => {
    const root = copyOfTheHouse('entry-and-loops');
    // Another domain's tables from a service, another's helper: not entry points.
    write(
      root,
      'apps/server/src/domains/team/peek.service.ts',
      "import { pledgeOrders } from '../pledge/pledge.tables.ts';\nimport { x } from '../wallet/wallet.routes.ts';\nexport const y = [pledgeOrders, x];\n",
    );
    // config (below everyone) starts depending on coin-mix, which depends on config: a domain loop.
    write(
      root,
      'apps/server/src/domains/config/rates.service.ts',
      "export * from '../coin-mix/coin-mix.service.ts';\n",
    );
    write(root, 'apps/server/src/lib/a.ts', "import { b } from './b.ts';\nexport const a = b;\n");
    write(root, 'apps/server/src/lib/b.ts', "import { a } from './a.ts';\nexport const b = a;\n");
    const { status, out } = lint(root);
    expect(status).toBe(1);
    expect(out).toContain('apps/server/src/domains/team/peek.service.ts:1  entry: domain team imports');
    expect(out).toContain('apps/server/src/domains/team/peek.service.ts:2  entry: domain team imports');
    expect(out).toMatch(/domain-loop: domains .*coin-mix.*config|domain-loop: domains .*config.*coin-mix/);
    expect(out).toContain(
      'import-loop: files import each other in a loop: apps/server/src/lib/a.ts, apps/server/src/lib/b.ts',
    );
  });

  it('fail on a room of a domain reaching into another room, or the core into a room', () => {
    const root = copyOfTheHouse('rooms');
    write(root, 'apps/server/src/domains/nft/core/views.ts', 'export const view = 1;\n');
    write(root, 'apps/server/src/domains/nft/resale/listings.ts', 'export const listings = 1;\n');
    write(root, 'apps/server/src/domains/nft/resale/resale.service.ts', 'export const resale = 1;\n');
    // From the core and its own room: allowed. From another room's internals: not.
    write(
      root,
      'apps/server/src/domains/nft/catalog/catalog.ts',
      "import { view } from '../core/views.ts';\nimport { listings } from '../resale/listings.ts';\nexport const c = [view, listings];\n",
    );
    write(
      root,
      'apps/server/src/domains/nft/core/peek.ts',
      "import { listings } from '../resale/listings.ts';\nexport const p = listings;\n",
    );
    // The domain's own top files reach a room through its service only.
    write(
      root,
      'apps/server/src/domains/nft/composed.ts',
      "import { resale } from './resale/resale.service.ts';\nimport { listings } from './resale/listings.ts';\nexport const all = [resale, listings];\n",
    );
    const { status, out } = lint(root);
    expect(status).toBe(1);
    expect(out).toContain(
      'apps/server/src/domains/nft/catalog/catalog.ts:2  room: room nft/catalog imports apps/server/src/domains/nft/resale/listings.ts',
    );
    expect(out).not.toContain('catalog.ts:1');
    expect(out).toContain(
      'apps/server/src/domains/nft/core/peek.ts:1  room: the core imports room nft/resale',
    );
    expect(out).toContain('apps/server/src/domains/nft/composed.ts:2  room:');
    expect(out).not.toContain('composed.ts:1');
  });
});
