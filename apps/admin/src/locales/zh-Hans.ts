import { accountZhHans } from './account/zh-Hans.ts';
import { bulkZhHans } from './bulk/zh-Hans.ts';
import { chainZhHans } from './chain/zh-Hans.ts';
import { codesZhHans } from './codes/zh-Hans.ts';
import { commonZhHans } from './common/zh-Hans.ts';
import { contentZhHans } from './content/zh-Hans.ts';
import { dashboardZhHans } from './dashboard/zh-Hans.ts';
import { financeZhHans } from './finance/zh-Hans.ts';
import { ledgerProofsZhHans } from './ledger-proofs/zh-Hans.ts';
import { listZhHans } from './list/zh-Hans.ts';
import { marketZhHans } from './market/zh-Hans.ts';
import { nftZhHans } from './nft/zh-Hans.ts';
import { operatorsZhHans } from './operators/zh-Hans.ts';
import { pledgeZhHans } from './pledge/zh-Hans.ts';
import { proposalsZhHans } from './proposals/zh-Hans.ts';
import { settingsZhHans } from './settings/zh-Hans.ts';
import { usersZhHans } from './users/zh-Hans.ts';

/**
 * Simplified Chinese, the console's default language and the reference for the other three bundles.
 * Each area's texts live in its own folder (./finance/zh-Hans.ts …); this assembles them.
 */
export const zhHans = {
  ...commonZhHans,
  ...codesZhHans,
  ...accountZhHans,
  ...dashboardZhHans,
  ...usersZhHans,
  ...financeZhHans,
  ...chainZhHans,
  ...ledgerProofsZhHans,
  ...proposalsZhHans,
  ...bulkZhHans,
  ...listZhHans,
  ...contentZhHans,
  ...marketZhHans,
  ...nftZhHans,
  ...pledgeZhHans,
  ...settingsZhHans,
  ...operatorsZhHans,
};

export type Messages = typeof zhHans;
