import type { DecideInput, FeedbackInput, Language, ListInput, ListingState, MyListing } from '@mcc/contract';
import type { Db } from '../../../db/client.ts';
import type { ItemFailures } from '../../../jobs/item-failures.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { AuditActor, AuditService } from '../../admin/audit.service.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import type { UserDirectory } from '../../auth/user-directory.service.ts';
import type { ConfigService } from '../../config/config.service.ts';
import type { Ledger } from '../../ledger/ledger.service.ts';
import type { SecurityService } from '../../security/security.service.ts';
import type { UploadService } from '../../upload/upload.service.ts';
import type { OrderReads } from '../core/nft-ports.ts';
import { createNftAppealViews } from './nft-appeal-views.ts';
import { createNftAppeals } from './nft-appeals.ts';
import { createNftListings } from './nft-listings.ts';
import { createNftResale } from './nft-resale.ts';

/**
 * Resale person to person: listings, escrow orders and the seller's confirmation, appeals and the
 * operators' decisions. A step answers the order as the caller sees it, read through the catalogue
 * (`orders`); the catalogue reads a resale's facts and a copy's listing from here (`factsOf`, `openOf`).
 */
export function createResaleService(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: Pick<AuthService, 'verifyPayPassword'>;
  users: Pick<UserDirectory, 'byIds' | 'uidsOf' | 'userMatches'>;
  audit: AuditService;
  uploads: Pick<UploadService, 'isUploadedBy'>;
  settings: Pick<ConfigService, 'get'>;
  failures: Pick<ItemFailures, 'begin'>;
  orders: OrderReads;
  security: Pick<SecurityService, 'assertUnlocked' | 'secondFactor'>;
}) {
  const { db, clock, ledger, auth, users, audit, uploads, settings, failures, orders, security } = deps;
  const resale = createNftResale({ db, clock, ledger, auth, uploads, settings, failures, security });
  const appeals = createNftAppeals({ db, clock, audit, uploads, settings, resale });
  const listings = createNftListings({ db, clock, users, settings });
  const appealViews = createNftAppealViews({ db, users, listings, orders });

  async function myListing(userId: number, id: number, lang: Language): Promise<MyListing> {
    const [found] = (await listings.mine(userId, { page: 1, limit: 1, id }, lang)).list;
    if (!found) throw new Error(`nft listing ${id} vanished`);
    return found;
  }

  return {
    /** Orders a listed copy; answers the order's id (`/api/order/add` answers its view). */
    order: resale.order,
    /** The buyer marks the order paid with a proof; answers its id (`/api/order/pay`). */
    markPaid: resale.markPaid,
    async cancel(userId: number, id: number, lang: Language) {
      return orders.order(userId, await resale.cancel(userId, id), lang);
    },
    async confirm(
      userId: number,
      input: { id: number; payPassword: string; totpCode?: string },
      lang: Language,
    ) {
      return orders.order(userId, await resale.confirm(userId, input), lang);
    },
    async list(userId: number, input: ListInput, lang: Language) {
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
    async feedback(userId: number, input: FeedbackInput, lang: Language) {
      return appealViews.detail(userId, await appeals.feedback(userId, input), lang);
    },
    appeals: listings.appeals,
    appeal: appealViews.detail,
    expireDue: resale.expireDue,
    expireLateOf: resale.expireLateOf,
    factsOf: listings.factsOf,
    openOf: listings.openOf,
    admin: {
      appeals: appealViews.adminList,
      appealExport: appealViews.appealExport,
      appeal: appealViews.adminDetail,
      async decide(id: number, input: DecideInput, actor: AuditActor, lang: Language) {
        return appealViews.adminDetail(await appeals.decide(id, input, actor), lang);
      },
    },
  };
}

export type ResaleService = ReturnType<typeof createResaleService>;
