import {
  DEFAULT_LANGUAGE,
  type Language,
  type NftOrder,
  type OrderAddInput,
  type OrderPayInput,
  type OrderState,
} from '@mcc/contract';
import { AppError } from '../../lib/errors.ts';
import type { CatalogService } from './catalog/catalog.service.ts';
import type { ResaleService } from './resale/resale.service.ts';
import type { SaleService } from './sale/sale.service.ts';

/**
 * The NFT area as other domains, the jobs and the seed use it, composed of three rooms: the catalogue
 * (operators' series; the copies users hold and their order notifications), the primary sale (reserve,
 * pay, expiry) and resale person to person (listings, escrow orders, confirmation) with its appeals. An
 * order is of a series or of a listing, so ordering and paying pick the room. A user's own late orders
 * are closed before their orders or notifications are read, so what they see never waits for the
 * expiry job.
 */
export function createNftService(deps: {
  catalog: CatalogService;
  sale: SaleService;
  resale: ResaleService;
}) {
  const { catalog, sale, resale } = deps;

  async function expireLateOf(userId: number) {
    await sale.expireLateOf(userId);
    await resale.expireLateOf(userId);
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

  return {
    add,
    pay,
    cancel: resale.cancel,
    confirm: resale.confirm,
    list: resale.list,
    unlist: resale.unlist,
    listings: resale.listings,
    myListings: resale.myListings,
    feedback: resale.feedback,
    appeals: resale.appeals,
    appeal: resale.appeal,
    /** Closes every late order, primary and resale, each exactly once. */
    async expireDue() {
      const [primary, resold] = [await sale.expireDue(), await resale.expireDue()];
      return { expired: primary.expired + resold.expired };
    },
    series: catalog.shelf,
    seriesDetail: catalog.detail,
    seriesCopies: catalog.seriesCopies,
    shelves: catalog.shelves,
    async orders(
      userId: number,
      query: { page: number; limit: number; status?: OrderState; role?: 'buyer' | 'seller' },
      lang: Language,
    ) {
      await expireLateOf(userId);
      return catalog.orders(userId, query, lang);
    },
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
    admin: { ...catalog.admin, ...resale.admin },
  };
}

export type NftService = ReturnType<typeof createNftService>;
