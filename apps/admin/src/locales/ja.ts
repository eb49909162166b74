import { accountJa } from './account/ja.ts';
import { bulkJa } from './bulk/ja.ts';
import { chainJa } from './chain/ja.ts';
import { codesJa } from './codes/ja.ts';
import { commonJa } from './common/ja.ts';
import { contentJa } from './content/ja.ts';
import { dashboardJa } from './dashboard/ja.ts';
import { financeJa } from './finance/ja.ts';
import { ledgerProofsJa } from './ledger-proofs/ja.ts';
import { listJa } from './list/ja.ts';
import { marketJa } from './market/ja.ts';
import { nftJa } from './nft/ja.ts';
import { operatorsJa } from './operators/ja.ts';
import { pledgeJa } from './pledge/ja.ts';
import { proposalsJa } from './proposals/ja.ts';
import { settingsJa } from './settings/ja.ts';
import { usersJa } from './users/ja.ts';
import type { Messages } from './zh-Hans.ts';

/** Japanese, assembled from each area's folder (./finance/ja.ts …). */
export const ja: Messages = {
  ...commonJa,
  ...codesJa,
  ...accountJa,
  ...dashboardJa,
  ...usersJa,
  ...financeJa,
  ...chainJa,
  ...ledgerProofsJa,
  ...proposalsJa,
  ...bulkJa,
  ...listJa,
  ...contentJa,
  ...marketJa,
  ...nftJa,
  ...pledgeJa,
  ...settingsJa,
  ...operatorsJa,
};
