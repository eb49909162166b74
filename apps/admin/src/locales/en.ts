import { accountEn } from './account/en.ts';
import { bulkEn } from './bulk/en.ts';
import { chainEn } from './chain/en.ts';
import { codesEn } from './codes/en.ts';
import { commonEn } from './common/en.ts';
import { contentEn } from './content/en.ts';
import { dashboardEn } from './dashboard/en.ts';
import { financeEn } from './finance/en.ts';
import { ledgerProofsEn } from './ledger-proofs/en.ts';
import { listEn } from './list/en.ts';
import { marketEn } from './market/en.ts';
import { nftEn } from './nft/en.ts';
import { operatorsEn } from './operators/en.ts';
import { pledgeEn } from './pledge/en.ts';
import { proposalsEn } from './proposals/en.ts';
import { settingsEn } from './settings/en.ts';
import { usersEn } from './users/en.ts';
import type { Messages } from './zh-Hans.ts';

/** English, assembled from each area's folder (./finance/en.ts …). */
export const en: Messages = {
  ...commonEn,
  ...codesEn,
  ...accountEn,
  ...dashboardEn,
  ...usersEn,
  ...financeEn,
  ...chainEn,
  ...ledgerProofsEn,
  ...proposalsEn,
  ...bulkEn,
  ...listEn,
  ...contentEn,
  ...marketEn,
  ...nftEn,
  ...pledgeEn,
  ...settingsEn,
  ...operatorsEn,
};
