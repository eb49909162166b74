import type { Language, NftSeries, OrderState } from '@mcc/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { pageOf } from '../../lib/paging.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { nftOrders } from './nft.tables.ts';
import { createNftAdmin } from './nft-admin.ts';
import { createNftCatalog } from './nft-catalog.ts';
import { createNftSale } from './nft-sale.ts';

/** How many series each shelf of the NFT home shows. */
const HOME_SHELF = 6;

/**
 * NFT primary sale: operators' series, users' orders (reserve, pay, expiry), the copies they hold and
 * their order notifications. A user's own late orders are closed before their orders or notifications
 * are read, so what they see never waits for the expiry job.
 */
export function createNftService(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: AuthService;
  users: UserDirectory;
  audit: AuditService;
}) {
  const { db, clock, ledger, auth, users, audit } = deps;
  const sale = createNftSale({ db, clock, ledger, auth });
  const catalog = createNftCatalog({ db, clock, users });
  const admin = createNftAdmin({ db, clock, audit, users, catalog });

  async function orders(
    userId: number,
    query: { page: number; limit: number; status?: OrderState },
    lang: Language,
  ) {
    await sale.expireLateOf(userId);
    const where = and(
      eq(nftOrders.userId, userId),
      query.status ? eq(nftOrders.status, query.status) : undefined,
    );
    const { list, total } = await catalog.ordersOf(where, query.page, query.limit, lang);
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

  return {
    add: sale.add,
    pay: sale.pay,
    expireDue: sale.expireDue,
    series: catalog.shelf,
    seriesDetail: catalog.detail,
    seriesCopies: catalog.copies,
    shelves,
    orders,
    async order(userId: number, id: number, lang: Language) {
      await sale.expireLateOf(userId);
      return catalog.order(userId, id, lang);
    },
    coupons: catalog.coupons,
    coupon: catalog.coupon,
    async tips(userId: number, lang: Language) {
      await sale.expireLateOf(userId);
      return catalog.tips(userId, lang);
    },
    readTip: catalog.readTip,
    admin,
  };
}

export type NftService = ReturnType<typeof createNftService>;
