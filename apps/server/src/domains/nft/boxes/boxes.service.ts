import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { AuditService } from '../../admin/audit.service.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import type { Ledger } from '../../ledger/ledger.service.ts';
import { createNftBoxAdmin } from './nft-box-admin.ts';
import { createNftBoxes } from './nft-boxes.ts';
import { createNftRecipeAdmin } from './nft-recipe-admin.ts';
import { createNftSeeds } from './nft-seeds.ts';
import { createNftSynthesis } from './nft-synthesis.ts';

/**
 * Blind boxes with provably fair draws (the user's seed pairs, the boxes, their draws) and the chain
 * game (recipes, synthesis), with their operators' side. They mint copies of the NFT area's series.
 */
export function createNftBoxService(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: AuthService;
  audit: AuditService;
}) {
  const seeds = createNftSeeds(deps);
  return {
    seeds,
    boxes: createNftBoxes({ ...deps, seeds }),
    synthesis: createNftSynthesis(deps),
    admin: { ...createNftBoxAdmin(deps), ...createNftRecipeAdmin(deps) },
  };
}

export type NftBoxService = ReturnType<typeof createNftBoxService>;
