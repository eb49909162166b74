import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBreaches } from '../scripts/check-web-boundaries.ts';

const root = path.resolve(import.meta.dirname, '..');
const checker = path.join(root, 'scripts/check-web-boundaries.ts');

/** A throw-away tree shaped like the repository's two apps, with the given files. */
function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  made.push(dir);
  return dir;
}
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const run = (dir: string) => spawnSync(process.execPath, [checker, dir], { encoding: 'utf8' });

describe('web and admin import boundaries (npm run lint)', () => {
  it('npm run lint runs the checker', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.scripts.lint).toContain('node scripts/check-web-boundaries.ts');
  });

  it('the repository keeps them', () => {
    expect(findBreaches(root)).toEqual([]);
    expect(run(root).status).toBe(0);
  });

  it('fails on a feature that imports another feature, app/ or pages/, in either app', () => {
    const dir = tree({
      'apps/web/src/features/pledge/components/stake.tsx': [
        "import { Amount } from '../../wallet/components/amount.tsx';",
        "import { paths } from '../../../app/paths.ts';",
        "import { AmountField } from '../../../components/money/amount-field.tsx';",
        "import { submitPledge } from '../api/pledge.ts';",
      ].join('\n'),
      'apps/web/src/features/pledge/stake.ts': "export { typedUsdt } from '../wallet/fees.ts';",
      'apps/web/src/features/team/team.test.tsx': "vi.mock('../wallet/api/balances.ts');",
      'apps/admin/src/features/users/user-card.tsx':
        "import { LedgerTable } from '../ledger/ledger-table.tsx';",
      'apps/admin/src/features/ledger/entries.tsx':
        "const page = import('../../pages/users/users-page.tsx');",
    });
    const result = run(dir);
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((l) => l.startsWith('apps/'));
    expect(lines).toEqual([
      "apps/web/src/features/pledge/components/stake.tsx: '../../wallet/components/amount.tsx': a feature imports another feature (features/pledge → features/wallet)",
      "apps/web/src/features/pledge/components/stake.tsx: '../../../app/paths.ts': a feature imports app/",
      "apps/web/src/features/pledge/stake.ts: '../wallet/fees.ts': a feature imports another feature (features/pledge → features/wallet)",
      "apps/web/src/features/team/team.test.tsx: '../wallet/api/balances.ts': a feature imports another feature (features/team → features/wallet)",
      "apps/admin/src/features/ledger/entries.tsx: '../../pages/users/users-page.tsx': a feature imports pages/",
      "apps/admin/src/features/users/user-card.tsx: '../ledger/ledger-table.tsx': a feature imports another feature (features/users → features/ledger)",
    ]);
  });

  it('fails on shared code (components/, lib/) that imports a feature or app/', () => {
    const dir = tree({
      'apps/web/src/lib/api.ts': "import { paths } from '../app/paths.ts';",
      'apps/web/src/components/money/pay.tsx':
        "import { useUserCenter } from '../../features/auth/api/user-center.ts';",
    });
    expect(findBreaches(dir).map((b) => b.rule)).toEqual([
      'components/ imports a feature (features/auth)',
      'lib/ imports app/ (app)',
    ]);
  });

  it('lets pages and app/ import features, and features import the contract and packages', () => {
    const dir = tree({
      'apps/web/src/pages/usdt/usdt-page.tsx':
        "import { AssetRow } from '../../features/wallet/components/asset-row.tsx';",
      'apps/web/src/app/router.tsx':
        "import { NoticePopupSlot } from '../features/notice/components/notice-popup.tsx';",
      'apps/web/src/features/wallet/fees.ts': "import { parseAmount } from '@mcc/contract';",
    });
    expect(findBreaches(dir)).toEqual([]);
  });

  it('fails on a room of a feature in rooms importing another room, or the core importing a room', () => {
    const dir = tree({
      'apps/web/src/features/nft/core/keys.ts': 'export const keys = 1;',
      'apps/web/src/features/nft/catalog/api/series.ts': [
        "import { keys } from '../../core/keys.ts';",
        "import { nftTexts } from '../../texts.ts';",
        "import { ListingCard } from '../../resale/components/listing-card.tsx';",
      ].join('\n'),
      'apps/web/src/features/nft/core/peek.ts': "import { x } from '../boxes/api/boxes.ts';",
      // A feature without a core/ folder is not in rooms: its sub-folders are plain folders.
      'apps/admin/src/features/users/api/users.ts': "import { Card } from '../components/card.tsx';",
    });
    const lines = run(dir)
      .stderr.split('\n')
      .filter((l) => l.startsWith('apps/'));
    expect(lines).toEqual([
      "apps/web/src/features/nft/catalog/api/series.ts: '../../resale/components/listing-card.tsx': a room imports another room (features/nft/catalog → features/nft/resale): what both need moves to the core",
      "apps/web/src/features/nft/core/peek.ts: '../boxes/api/boxes.ts': the core imports a room (features/nft/core → features/nft/boxes)",
    ]);
  });
});
