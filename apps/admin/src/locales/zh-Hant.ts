import { accountZhHant } from './account/zh-Hant.ts';
import { bulkZhHant } from './bulk/zh-Hant.ts';
import { chainZhHant } from './chain/zh-Hant.ts';
import { codesZhHant } from './codes/zh-Hant.ts';
import { commonZhHant } from './common/zh-Hant.ts';
import { contentZhHant } from './content/zh-Hant.ts';
import { dashboardZhHant } from './dashboard/zh-Hant.ts';
import { financeZhHant } from './finance/zh-Hant.ts';
import { ledgerProofsZhHant } from './ledger-proofs/zh-Hant.ts';
import { listZhHant } from './list/zh-Hant.ts';
import { marketZhHant } from './market/zh-Hant.ts';
import { nftZhHant } from './nft/zh-Hant.ts';
import { operatorsZhHant } from './operators/zh-Hant.ts';
import { pledgeZhHant } from './pledge/zh-Hant.ts';
import { proposalsZhHant } from './proposals/zh-Hant.ts';
import { settingsZhHant } from './settings/zh-Hant.ts';
import { usersZhHant } from './users/zh-Hant.ts';
import type { Messages } from './zh-Hans.ts';

/** Traditional Chinese, assembled from each area's folder (./finance/zh-Hant.ts …). */
export const zhHant: Messages = {
  ...commonZhHant,
  ...codesZhHant,
  ...accountZhHant,
  ...dashboardZhHant,
  ...usersZhHant,
  ...financeZhHant,
  ...chainZhHant,
  ...ledgerProofsZhHant,
  ...proposalsZhHant,
  ...bulkZhHant,
  ...listZhHant,
  ...contentZhHant,
  ...marketZhHant,
  ...nftZhHant,
  ...pledgeZhHant,
  ...settingsZhHant,
  ...operatorsZhHant,
};
