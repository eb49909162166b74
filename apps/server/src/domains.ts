import { adminDomain } from './domains/admin/admin.domain.ts';
import { authDomain } from './domains/auth/auth.domain.ts';
import { coinMixDomain } from './domains/coin-mix/coin-mix.domain.ts';
import { configDomain } from './domains/config/config.domain.ts';
import { ledgerDomain } from './domains/ledger/ledger.domain.ts';
import { marketDomain } from './domains/market/market.domain.ts';
import { nftDomain } from './domains/nft/nft.domain.ts';
import { noticeDomain } from './domains/notice/notice.domain.ts';
import { pledgeDomain } from './domains/pledge/pledge.domain.ts';
import { securityDomain } from './domains/security/security.domain.ts';
import { teamDomain } from './domains/team/team.domain.ts';
import { uploadDomain } from './domains/upload/upload.domain.ts';
import { walletDomain } from './domains/wallet/wallet.domain.ts';
import { jobsDomain } from './jobs/jobs.domain.ts';
import type { Domain } from './lib/domain.ts';

/**
 * Every domain of the app: each brings its services and routes (its `*.domain.ts`). Their order is the
 * order their routes are registered in; services are built in the order they need each other.
 */
export const DOMAINS: readonly Domain[] = [
  configDomain,
  authDomain,
  securityDomain,
  uploadDomain,
  adminDomain,
  ledgerDomain,
  walletDomain,
  noticeDomain,
  teamDomain,
  coinMixDomain,
  pledgeDomain,
  marketDomain,
  nftDomain,
  jobsDomain,
];
