import {
  DEFAULT_LANGUAGE,
  type Language,
  type ListingState,
  type MyListing,
  type NftOrder,
  type NftSeries,
  type OrderAddInput,
  type OrderPayInput,
  type OrderState,
} from '@mcc/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ItemFailures } from '../../jobs/item-failures.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paging.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { UploadService } from '../upload/upload.service.ts';
import { nftOrders } from './nft.tables.ts';
import { createNftAdmin } from './nft-admin.ts';
import { createNftAppealViews } from './nft-appeal-views.ts';
import { createNftAppeals } from './nft-appeals.ts';
import { createNftCatalog, sideOf } from './nft-catalog.ts';
import { createNftListings } from './nft-listings.ts';
import { createNftResale } from './nft-resale.ts';
import { createNftSale } from './nft-sale.ts';

/** How many series each shelf of the NFT home shows. */
const HOME_SHELF = 6;

/**
 * The NFT area: operators' series; the primary sale (reserve, pay, expiry); resale person to person
 * (listings, escrow orders, confirmation) and its appeals; the copies users hold and their order
 * notifications. A user's own late orders are closed before their orders or notifications are read, so
 * what they see never waits for the expiry job.
 */
export function createNftService(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: AuthService;
  users: UserDirectory;
  audit: AuditService;
  uploads: Pick<UploadService, 'isUploadedBy'>;
  settings: Pick<ConfigService, 'get'>;
  failures: Pick<ItemFailures, 'begin'>;
}) {
  const { db, clock, ledger, auth, users, audit, uploads, settings, failures } = deps;
  const sale = createNftSale({ db, clock, ledger, auth, settings, failures });
  const resale = createNftResale({ db, clock, ledger, auth, uploads, settings, failures });
  const appeals = createNftAppeals({ db, clock, audit, uploads, settings, resale });
  const listings = createNftListings({ db, clock, users, settings });
  const catalog = createNftCatalog({ db, clock, users, listings });
  const appealViews = createNftAppealViews({ db, users, listings, catalog });
  const admin = createNftAdmin({ db, clock, audit, users, catalog });

  async function expireLateOf(userId: number) {
    await sale.expireLateOf(userId);
    await resale.expireLateOf(userId);
  }

  async function orders(
    userId: number,
    query: { page: number; limit: number; status?: OrderState; role?: 'buyer' | 'seller' },
    lang: Language,
  ) {
    await expireLateOf(userId);
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

  async function myListing(userId: number, id: number, lang: Language): Promise<MyListing> {
    const [found] = (await listings.mine(userId, { page: 1, limit: 1, id }, lang)).list;
    if (!found) throw new Error(`nft listing ${id} vanished`);
    return found;
  }

  /** The order after a step, as the caller sees it. */
  const orderView = (userId: number, id: number, lang: Language): Promise<NftOrder> =>
    catalog.order(userId, id, lang);

  /** `/api/order/add`: copies of a series, or a listed copy. */
  async function add(userId: number, input: OrderAddInput, lang: Language = DEFAULT_LANGUAGE) {
    const id =
      input.listingId !== undefined
        ? await resale.order(userId, input.listingId)
        : await sale.add(userId, { seriesId: input.seriesId ?? 0, quantity: input.quantity ?? 1 });
    return orderView(userId, id, lang);
  }

  /** `/api/order/pay`: a primary order with the payment password, a resale one with a proof. */
  async function pay(userId: number, input: OrderPayInput, lang: Language = DEFAULT_LANGUAGE) {
    if (input.proof !== undefined) await resale.markPaid(userId, { id: input.id, proof: input.proof });
    else if (input.payPassword !== undefined)
      await sale.pay(userId, { id: input.id, payPassword: input.payPassword });
    else throw new AppError('PAY_INPUT_INVALID');
    return orderView(userId, input.id, lang);
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
    add,
    pay,
    async cancel(userId: number, id: number, lang: Language) {
      return orderView(userId, await resale.cancel(userId, id), lang);
    },
    async confirm(userId: number, input: { id: number; payPassword: string }, lang: Language) {
      return orderView(userId, await resale.confirm(userId, input), lang);
    },
    async list(userId: number, input: Parameters<typeof resale.list>[1], lang: Language) {
      return myListing(userId, await resale.list(userId, input), lang);
    },
    async unlist(userId: number, id: number, lang: Language) {
      return myListing(userId, await resale.unlist(userId, id), lang);
    },
    listings: listings.listings,
    myListings: (
      userId: number,
      query: { page: number; limit: number; status?: ListingState },
      lang: Language,
    ) => listings.mine(userId, query, lang),
    async feedback(userId: number, input: Parameters<typeof appeals.feedback>[1], lang: Language) {
      return appealViews.detail(userId, await appeals.feedback(userId, input), lang);
    },
    appeals: listings.appeals,
    appeal: appealViews.detail,
    /** Closes every late order, primary and resale, each exactly once. */
    async expireDue() {
      const [primary, resold] = [await sale.expireDue(), await resale.expireDue()];
      return { expired: primary.expired + resold.expired };
    },
    series: catalog.shelf,
    seriesDetail: catalog.detail,
    seriesCopies: catalog.seriesCopies,
    shelves,
    orders,
    async order(userId: number, id: number, lang: Language) {
      await expireLateOf(userId);
      return catalog.order(userId, id, lang);
    },
    copies: catalog.heldCopies,
    copy: catalog.heldCopy,
    async tips(userId: number, lang: Language) {
      await expireLateOf(userId);
      return catalog.tips(userId, lang);
    },
    readTip: catalog.readTip,
    admin: {
      ...admin,
      appeals: appealViews.adminList,
      appeal: appealViews.adminDetail,
      async decide(
        id: number,
        input: Parameters<typeof appeals.decide>[1],
        actor: Parameters<typeof appeals.decide>[2],
        lang: Language,
      ) {
        return appealViews.adminDetail(await appeals.decide(id, input, actor), lang);
      },
    },
  };
}

export type NftService = ReturnType<typeof createNftService>;
