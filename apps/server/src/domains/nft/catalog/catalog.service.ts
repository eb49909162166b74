import type { Language, NftSeries, OrderState } from '@mcc/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { pageOf } from '../../../lib/paging.ts';
import type { AuditService } from '../../admin/audit.service.ts';
import type { UserDirectory } from '../../auth/user-directory.service.ts';
import { nftOrders } from '../core/nft.tables.ts';
import type { ListingFacts, SaleLimits } from '../core/nft-ports.ts';
import { createNftAdmin } from './nft-admin.ts';
import { createNftCatalog, sideOf } from './nft-catalog.ts';

/** How many series each shelf of the NFT home shows. */
const HOME_SHELF = 6;

/**
 * The catalogue: series and their copies, the NFT home's shelves, the copies users hold, orders as a
 * side of them sees them (the catalogue's reads of resale and the sale come through `listings` and
 * `sale`), the order notifications, and the operators' series and orders.
 */
export function createCatalogService(deps: {
  db: Db;
  clock: Clock;
  users: Pick<UserDirectory, 'byIds' | 'uidsOf' | 'userMatches'>;
  audit: AuditService;
  listings: ListingFacts;
  sale: SaleLimits;
}) {
  const { db, clock, users, audit, listings, sale } = deps;
  const catalog = createNftCatalog({ db, clock, users, listings, sale });
  const admin = createNftAdmin({ db, clock, audit, users, catalog });

  /** The user's orders, as buyer, seller or both, optionally in one state. */
  async function orders(
    userId: number,
    query: { page: number; limit: number; status?: OrderState; role?: 'buyer' | 'seller' },
    lang: Language,
  ) {
    const side: SQL =
      query.role === 'buyer'
        ? eq(nftOrders.userId, userId)
        : query.role === 'seller'
          ? eq(nftOrders.sellerId, userId)
          : sideOf(userId);
    const where = and(side, query.status ? eq(nftOrders.status, query.status) : undefined);
    const { list, total } = await catalog.ordersOf(where, query.page, query.limit, lang, userId);
    return pageOf(list, total, query.page, query.limit);
  }

  /** The NFT home's shelves: featured drops, what is on sale now, what starts soon. */
  async function shelves(lang: Language): Promise<Record<'featured' | 'onSale' | 'upcoming', NftSeries[]>> {
    const [featured, onSale, upcoming] = await Promise.all([
      catalog.featured(lang, HOME_SHELF),
      catalog.shelf('on_sale', 1, HOME_SHELF, lang),
      catalog.shelf('upcoming', 1, HOME_SHELF, lang),
    ]);
    return { featured, onSale: onSale.list, upcoming: upcoming.list };
  }

  return { ...catalog, orders, shelves, admin };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
