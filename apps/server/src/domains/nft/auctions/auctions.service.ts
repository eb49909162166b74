import type { Db } from '../../../db/client.ts';
import type { ItemFailures } from '../../../jobs/item-failures.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { AuditService } from '../../admin/audit.service.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import type { UserDirectory } from '../../auth/user-directory.service.ts';
import type { ConfigService } from '../../config/config.service.ts';
import type { Ledger } from '../../ledger/ledger.service.ts';
import { createAuctionSettlement } from './nft-auction-settlement.ts';
import { createAuctionViews } from './nft-auction-views.ts';
import { createAuctionBids } from './nft-auctions.ts';

/**
 * Auctions of NFT copies. Every step on one auction takes its row lock first, so bids are applied one
 * after another: each new leader's hold and the beaten leader's release commit together (at every moment
 * one pending hold per auction), the end moves under the same lock, and settlement checks the state it
 * changes, so two servers' jobs settle an auction once.
 */
export function createNftAuctions(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: AuthService;
  users: Pick<UserDirectory, 'byIds' | 'idOfUidQuery'>;
  audit: AuditService;
  settings: Pick<ConfigService, 'get'>;
  failures: Pick<ItemFailures, 'begin'>;
}) {
  // Told after a change to an auction has committed (the live stream).
  const listeners = new Set<(auctionId: number) => void>();
  const changed = (auctionId: number) => {
    for (const listener of listeners) listener(auctionId);
  };
  function onChange(listener: (auctionId: number) => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {
    ...createAuctionBids({ ...deps, changed }),
    ...createAuctionSettlement({ ...deps, changed }),
    ...createAuctionViews(deps),
    onChange,
  };
}

export type NftAuctions = ReturnType<typeof createNftAuctions>;

/** The live stream of auction changes (each server's open detail pages), told by `onChange`. */
export { type AuctionStream, createAuctionStream } from './nft-auction-stream.ts';
