import { z } from 'zod';
import { payPassword } from './auth.ts';
import { paged, rowId } from './common.ts';
import { consoleListQuery, exportQuery, searchText } from './list-query.ts';
import { INPUT_DECIMALS } from './money.ts';
import { nftTime, RARITIES, wholeNumber } from './nft.ts';
import { amountInput, money } from './wallet.ts';

/**
 * English auctions of NFT copies (`/api/auction/*`), listed by an owner (their copy, locked while it
 * runs) or by an operator (a copy minted from a series' unsold supply when it sells). A bid holds its
 * amount from the bidder's USDT; the bid it beats has its hold voided in the same transaction; the
 * leader cannot outbid themselves; a bid in the last `AUCTION_EXTEND_MINUTES` moves the end to that many
 * minutes after it. A job settles an ended auction once: the winner's hold is posted, the seller paid
 * less the console's fee, the copy moved; without a bid at or above the reserve the copy goes back.
 */
export const AUCTION_EXTEND_MINUTES = 10;
/** The default minimum raise over the leading bid, in bp of it (5 %). */
export const AUCTION_INCREMENT_BP = 500;
export const AUCTION_MAX_DAYS = 30;

/**
 * `upcoming` before its start, `live` while bids are taken, `ended` past its end until the job settles
 * it, then `sold`, `unsold` (no bid reached the reserve), or `cancelled` by an operator before any bid.
 */
export const AUCTION_STATES = ['upcoming', 'live', 'ended', 'sold', 'unsold', 'cancelled'] as const;
export type AuctionState = (typeof AUCTION_STATES)[number];
/** The tabs of `/pages/auction/auction`. */
export const AUCTION_TABS = ['live', 'bidding', 'won', 'lost', 'mine'] as const;
export type AuctionTab = (typeof AUCTION_TABS)[number];

/**
 * The least bid the auction takes now: the start price before any bid, else the leading bid raised by
 * `incrementBp` (rounded up to the micro-unit). Micro-units in, micro-units out.
 */
export function minimumBid(startPrice: bigint, leading: bigint | null, incrementBp: number): bigint {
  if (leading === null) return startPrice;
  return leading + (leading * BigInt(incrementBp) + 9_999n) / 10_000n;
}

export const auction = z.object({
  id: z.number().int(),
  seriesId: z.number().int(),
  seriesName: z.string(),
  image: z.string(),
  rarity: z.enum(RARITIES),
  /** The copy's serial; null for an operator's auction until it sells (the copy is minted then). */
  serial: z.number().int().nullable(),
  supply: z.number().int(),
  /** The seller, masked; null for the platform. */
  seller: z.string().nullable(),
  startPrice: money,
  incrementBp: z.number().int(),
  hasReserve: z.boolean(),
  /** Whether the leading bid reaches the reserve (true without one). The reserve itself stays hidden. */
  reserveMet: z.boolean(),
  leadingBid: money.nullable(),
  /** The leader, masked. */
  leader: z.string().nullable(),
  /** The least the next bid may be. */
  minimumBid: money,
  bids: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(AUCTION_STATES),
  /** The caller's side: `seller`, the `leader`, `outbid` (bid, no longer leading), or none. */
  role: z.enum(['seller', 'leader', 'outbid']).nullable(),
  settledAt: z.string().nullable(),
  now: z.string(),
});
export type Auction = z.infer<typeof auction>;
export const auctionList = paged(auction);
export const auctionListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  tab: z.enum(AUCTION_TABS, { error: 'STATUS_INVALID' }).default('live'),
});

export const auctionBid = z.object({
  amount: money,
  /** The bidder, masked. */
  bidder: z.string(),
  mine: z.boolean(),
  at: z.string(),
});
export type AuctionBid = z.infer<typeof auctionBid>;
/** `/api/auction/detail?id`: the auction and its bids, highest first. */
export const auctionDetail = auction.extend({ history: z.array(auctionBid) });
export type AuctionDetail = z.infer<typeof auctionDetail>;

const bidAmount = amountInput(INPUT_DECIMALS.USDT);

/** `/api/auction/bid`: a bid of `amount` USDT, held until it is beaten or the auction settles. */
export const bidBody = z.object({ id: rowId('AUCTION_NOT_FOUND'), amount: bidAmount, payPassword });
export type BidInput = z.infer<typeof bidBody>;

const auctionTerms = {
  startPrice: bidAmount,
  incrementBp: wholeNumber('AUCTION_INCREMENT_INVALID', 100, 5_000).default(AUCTION_INCREMENT_BP),
  /** Below it the copy does not sell; null for none. */
  reserve: bidAmount.nullable().default(null),
  startsAt: nftTime,
  endsAt: nftTime,
};

/** The window: it ends after it starts, and lasts at most `AUCTION_MAX_DAYS`. */
function checkWindow(b: { startsAt: string; endsAt: string }, ctx: z.RefinementCtx) {
  const length = Date.parse(b.endsAt) - Date.parse(b.startsAt);
  if (!(length > 0) || length > AUCTION_MAX_DAYS * 86_400_000)
    ctx.addIssue({ code: 'custom', message: 'AUCTION_WINDOW_INVALID', path: ['endsAt'] });
}

/** `/api/auction/add`: an owner auctions one of their copies. */
export const auctionAddBody = z
  .object({ copyId: rowId('COPY_NOT_FOUND'), ...auctionTerms })
  .superRefine(checkWindow);
export type AuctionAddInput = z.infer<typeof auctionAddBody>;
export const auctionIdQuery = z.object({ id: rowId('AUCTION_NOT_FOUND') });

// ---- admin side ----------------------------------------------------------------------------------

/** `POST /admin-api/nft/auctions`: the platform auctions a copy of a series, minted when it sells. */
export const adminAuctionBody = z
  .strictObject({ seriesId: rowId('SERIES_NOT_FOUND'), ...auctionTerms })
  .superRefine(checkWindow);
export type AdminAuctionInput = z.infer<typeof adminAuctionBody>;
export const adminAuction = auction.omit({ role: true, now: true }).extend({
  reserve: money.nullable(),
  sellerId: z.number().int().nullable(),
  leaderId: z.number().int().nullable(),
});
export type AdminAuction = z.infer<typeof adminAuction>;
export const adminAuctionList = paged(adminAuction);
/**
 * Auctions in the console. `q`: an auction id, the seller or the leader (user id or UID, exactly), or
 * part of the series' name. The date range is `startsAt`.
 */
export const adminAuctionQuery = consoleListQuery(
  {
    status: z.enum(AUCTION_STATES, { error: 'STATUS_INVALID' }).optional(),
    seriesId: rowId().optional(),
    q: searchText,
  },
  { sort: ['startsAt', 'endsAt', 'bids'], limit: 10 },
);
export const adminAuctionExportQuery = exportQuery(adminAuctionQuery);
export const auctionIdParams = z.object({ id: rowId('AUCTION_NOT_FOUND') });
