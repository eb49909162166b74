import { z } from 'zod';
import { payPassword } from './auth.ts';
import { localizedInput, localizedText, paged, rowId } from './common.ts';
import { consoleListQuery, exportQuery, PUBLISH_STATES, searchText } from './list-query.ts';
import { amountProblem, INPUT_DECIMALS } from './money.ts';
import { resaleFacts } from './nft-resale.ts';
import { bannerImage } from './notice.ts';
import { multilineText, nameText } from './text.ts';
import { money, uploadedImage } from './wallet.ts';

/**
 * NFT primary sale. A series is a numbered edition of `supply` copies; a copy (the spec's "coupon", the
 * certificate of ownership) carries its serial `k / supply`, an owner and a history. An order reserves
 * copies for `ORDER_PAY_MINUTES`; paying it debits USDT and mints the copies, serials in payment order.
 */
export const ORDER_PAY_MINUTES = 15;
/** Copies one order may buy. */
export const ORDER_MAX_QUANTITY = 10;
export const SERIES_MAX_SUPPLY = 100_000;

export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

/**
 * Where a series stands now: `upcoming` before its sale start, `on_sale` while copies are left in the
 * window, `sold_out` when every copy is sold or reserved by an unpaid order (a reservation that lapses
 * puts it back on sale), `ended` after its sale end.
 */
export const SERIES_STATES = ['upcoming', 'on_sale', 'sold_out', 'ended'] as const;
export type SeriesState = (typeof SERIES_STATES)[number];
/** The filters of `/api/nft/series?status`. */
export const seriesFilter = z.enum(['on_sale', 'sold_out', 'upcoming'], { error: 'STATUS_INVALID' });

/**
 * An order buys from the series (`primary`) or a listed copy from its owner (`resale`, see
 * nft-resale.ts).
 */
export const ORDER_KINDS = ['primary', 'resale'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * A primary order is `unpaid`, then `paid` (its copies minted: final) or `expired`. A resale order is
 * `unpaid` (the buyer pays the seller off the platform), then `paid` (marked paid with a proof, waiting
 * for the seller) or `expired` / `cancelled`; a paid one becomes `completed` (the copy moved) when the
 * seller confirms, or `appealing` when a side disputes it, until an operator decides it (`completed`
 * for the buyer, `cancelled` for the seller).
 */
export const ORDER_STATES = ['unpaid', 'paid', 'appealing', 'completed', 'expired', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** How a copy came to its owner; the later areas (boxes, synthesis, auctions) add theirs. */
export const ACQUIRED_VIA = ['primary', 'resale', 'box', 'synthesis', 'auction'] as const;
export type AcquiredVia = (typeof ACQUIRED_VIA)[number];

/** The events of a copy's history. */
export const COPY_EVENTS = ['minted', 'sold', 'transferred', 'burned'] as const;
export type CopyEvent = (typeof COPY_EVENTS)[number];

/**
 * What an order notification says happened: a primary order `paid` or `expired`; for a resale, to the
 * seller `ordered`, `buyer_paid`, `cancelled` (by the buyer) and `sold`, to the buyer `received`, and to
 * both `expired`, `appealed` and `decided`. Auctions (`auctionId` instead of `orderId`): to a bidder
 * `outbid` and `won`, to the seller `auction_sold` or `auction_unsold`.
 */
export const TIP_KINDS = [
  'paid',
  'expired',
  'ordered',
  'buyer_paid',
  'cancelled',
  'sold',
  'received',
  'appealed',
  'decided',
  'outbid',
  'won',
  'auction_sold',
  'auction_unsold',
] as const;
export type TipKind = (typeof TIP_KINDS)[number];

// ---- user side -----------------------------------------------------------------------------------

/** Display facts of the chain a series is minted for (operators' text; nothing is on chain). */
export const chainFacts = z.object({
  creator: z.string(),
  chain: z.string(),
  contractAddress: z.string(),
  tokenStandard: z.string(),
});

/** A series as users see it, in the caller's language. */
export const nftSeries = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: money,
  supply: z.number().int(),
  /** Copies paid for. */
  sold: z.number().int(),
  /** Copies neither sold nor held by an unpaid order. */
  remaining: z.number().int(),
  /** Copies one user may buy in all; 0 is no limit. */
  perUserLimit: z.number().int(),
  saleStart: z.string(),
  saleEnd: z.string().nullable(),
  rarity: z.enum(RARITIES),
  featured: z.boolean(),
  status: z.enum(SERIES_STATES),
});
export type NftSeries = z.infer<typeof nftSeries>;
export const nftSeriesList = paged(nftSeries);
export const seriesListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  status: seriesFilter.optional(),
});

/** `/api/nft/series/detail?id`: the series, its chain facts, and what the caller may still buy. */
export const nftSeriesDetail = nftSeries.extend({
  description: z.string(),
  ...chainFacts.shape,
  /** Copies the caller owns or holds in unpaid orders of this series. */
  mine: z.number().int(),
  /** Copies the caller may still order now: the per-user limit, what is left and one order's maximum. */
  canBuy: z.number().int(),
  /** The caller's unpaid order of this series, if any (one at a time). */
  unpaidOrderId: z.number().int().nullable(),
  /** The server's time, so a countdown to the sale start agrees with the server whatever the phone's clock. */
  now: z.string(),
});
export type NftSeriesDetail = z.infer<typeof nftSeriesDetail>;

/** `/api/nft/series/copies?id&page`: the minted copies of a series, newest first, owners masked. */
export const seriesCopy = z.object({
  id: z.number().int(),
  serial: z.number().int(),
  owner: z.string(),
  acquiredAt: z.string(),
});
export type SeriesCopy = z.infer<typeof seriesCopy>;
export const seriesCopyList = paged(seriesCopy);
export const seriesCopiesQuery = z.object({
  id: rowId('SERIES_NOT_FOUND'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * `/api/order/add`: copies of a series (`seriesId`, `quantity`), or a listed copy (`listingId`, see
 * nft-resale.ts); one or the other.
 */
export const orderAddBody = z
  .object({
    seriesId: rowId('SERIES_NOT_FOUND').optional(),
    quantity: z
      .number({ error: 'QUANTITY_INVALID' })
      .int({ error: 'QUANTITY_INVALID' })
      .min(1, { error: 'QUANTITY_INVALID' })
      .max(ORDER_MAX_QUANTITY, { error: 'QUANTITY_INVALID' })
      .optional(),
    listingId: rowId('LISTING_NOT_FOUND').optional(),
  })
  .refine((b) => (b.listingId === undefined) !== (b.seriesId === undefined), {
    error: 'ORDER_TARGET_INVALID',
    path: ['seriesId'],
  })
  .refine((b) => b.seriesId === undefined || b.quantity !== undefined, {
    error: 'QUANTITY_INVALID',
    path: ['quantity'],
  });
export type OrderAddInput = z.infer<typeof orderAddBody>;

/**
 * `/api/order/pay`: a primary order with the payment password (USDT is debited), or a resale order
 * with the proof of the payment made to the seller; one or the other.
 */
export const orderPayBody = z
  .object({
    id: rowId('ORDER_NOT_FOUND'),
    payPassword: payPassword.optional(),
    proof: uploadedImage.optional(),
  })
  .refine((b) => (b.payPassword === undefined) !== (b.proof === undefined), {
    error: 'PAY_INPUT_INVALID',
    path: ['payPassword'],
  });
export type OrderPayInput = z.infer<typeof orderPayBody>;

export const nftOrder = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_KINDS),
  /** The caller's side: always `buyer` for a primary order. */
  role: z.enum(['buyer', 'seller']),
  seriesId: z.number().int(),
  seriesName: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  unitPrice: money,
  amount: money,
  status: z.enum(ORDER_STATES),
  /** Pay before this; an unpaid order expires then and its copies go back on sale. */
  deadline: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The serials minted for it, once paid; `supply` completes `k / supply`. */
  serials: z.array(z.number().int()),
  supply: z.number().int(),
  /** What a resale order adds; null for a primary order. */
  resale: resaleFacts.nullable(),
  now: z.string(),
});
export type NftOrder = z.infer<typeof nftOrder>;
export const nftOrderList = paged(nftOrder);
export const orderListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  status: z.enum(ORDER_STATES, { error: 'STATUS_INVALID' }).optional(),
  /** The caller's orders as a buyer or as a seller; both when absent. */
  role: z.enum(['buyer', 'seller'], { error: 'ROLE_INVALID' }).optional(),
});

/** A copy the user holds (`/api/coupon/index`). */
export const heldCopy = z.object({
  id: z.number().int(),
  seriesId: z.number().int(),
  seriesName: z.string(),
  image: z.string(),
  serial: z.number().int(),
  supply: z.number().int(),
  rarity: z.enum(RARITIES),
  acquiredVia: z.enum(ACQUIRED_VIA),
  acquiredAt: z.string(),
  /** What the owner paid, when they bought it. */
  price: money.nullable(),
  /** Its open listing (the copy is locked while listed), if any. */
  listing: z.object({ id: z.number().int(), price: money, inOrder: z.boolean() }).nullable(),
});
export type HeldCopy = z.infer<typeof heldCopy>;
export const heldCopyList = paged(heldCopy);

export const copyHistoryEntry = z.object({
  event: z.enum(COPY_EVENTS),
  /** Masked owners before and after; null where the event has none (minted from the series). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  price: money.nullable(),
  at: z.string(),
});
export type CopyHistoryEntry = z.infer<typeof copyHistoryEntry>;

/** `/api/coupon/detail?id`: the copy, its series' description and chain facts, its history oldest first. */
export const heldCopyDetail = heldCopy.extend({
  description: z.string(),
  ...chainFacts.shape,
  history: z.array(copyHistoryEntry),
});
export type HeldCopyDetail = z.infer<typeof heldCopyDetail>;

export const orderTip = z.object({
  id: z.number().int(),
  /** The order it is about, or the auction (one of the two). */
  orderId: z.number().int().nullable(),
  auctionId: z.number().int().nullable(),
  kind: z.enum(TIP_KINDS),
  seriesName: z.string(),
  quantity: z.number().int(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type OrderTip = z.infer<typeof orderTip>;
/** `/api/order/tips`: the unread count and the newest notifications. */
export const orderTips = z.object({ unread: z.number().int(), list: z.array(orderTip) });
export type OrderTips = z.infer<typeof orderTips>;
export const readTipsQuery = z.object({ id: rowId('TIP_NOT_FOUND') });
/** `/api/order/readTips`: the unread count left. */
export const tipsUnread = z.object({ unread: z.number().int() });

/** `/api/index/index`: the NFT home. */
export const nftHome = z.object({
  banners: z.array(z.object({ id: z.number().int(), image: z.string(), link: z.string() })),
  /** The important notices' titles, newest first, for the ticker. */
  notices: z.array(z.object({ id: z.number().int(), title: z.string() })),
  featured: z.array(nftSeries),
  onSale: z.array(nftSeries),
  upcoming: z.array(nftSeries),
  /** MCC's price and today's change; null before a price is set. */
  mcc: z.object({ price: z.string(), change: z.string() }).nullable(),
});
export type NftHome = z.infer<typeof nftHome>;

// ---- admin side ----------------------------------------------------------------------------------

/** Names and descriptions of what operators define in the NFT area (series, boxes, recipes). */
export const nftName = nameText('SERIES_NAME_REQUIRED', 'TEXT_INVALID')
  .trim()
  .max(60, { error: 'SERIES_NAME_TOO_LONG' });
export const nftDescription = multilineText('SERIES_DESCRIPTION_REQUIRED', 'TEXT_INVALID')
  .trim()
  .max(2000, { error: 'SERIES_DESCRIPTION_TOO_LONG' });
const factText = (max: number) =>
  nameText('SERIES_FACT_INVALID').trim().max(max, { error: 'SERIES_FACT_INVALID' });
export const nftTime = z.iso.datetime({ offset: true, error: 'TIME_INVALID' });
/** A whole number in [min, max], refused with `error`. */
export const wholeNumber = (error: string, min: number, max: number) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
/** A price as operators type it: a positive amount with the asset's decimals (USDT unless said). */
export const adminPrice = (decimals: number = INPUT_DECIMALS.USDT) =>
  z
    .string({ error: 'AMOUNT_INVALID' })
    .max(40, { error: 'AMOUNT_INVALID' })
    .superRefine((text, ctx) => {
      const problem = amountProblem(text, decimals);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** `POST /admin-api/nft/series` (create) and `/admin-api/nft/series/:id` (replace). */
export const seriesBody = z
  .strictObject({
    name: localizedInput(nftName, 'SERIES_NAME_REQUIRED'),
    description: localizedInput(nftDescription, 'SERIES_DESCRIPTION_REQUIRED'),
    image: bannerImage,
    price: adminPrice(),
    supply: wholeNumber('SUPPLY_INVALID', 1, SERIES_MAX_SUPPLY),
    perUserLimit: wholeNumber('PER_USER_LIMIT_INVALID', 0, SERIES_MAX_SUPPLY),
    saleStart: nftTime,
    saleEnd: nftTime.nullable(),
    rarity: z.enum(RARITIES, { error: 'RARITY_INVALID' }),
    creator: factText(60),
    chain: factText(30),
    contractAddress: factText(100),
    tokenStandard: factText(30),
    featured: z.boolean(),
    published: z.boolean(),
    sort: wholeNumber('SORT_INVALID', -1_000_000, 1_000_000),
  })
  .refine((b) => b.saleEnd === null || Date.parse(b.saleEnd) > Date.parse(b.saleStart), {
    error: 'SALE_WINDOW_INVALID',
    path: ['saleEnd'],
  });
export type SeriesInput = z.infer<typeof seriesBody>;

export const adminSeries = nftSeries.extend({
  name: localizedText,
  description: localizedText,
  ...chainFacts.shape,
  reserved: z.number().int(),
  published: z.boolean(),
  sort: z.number().int(),
  /** USDT taken for it so far. */
  revenue: money,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSeries = z.infer<typeof adminSeries>;
export const adminSeriesList = paged(adminSeries);
export const seriesIdParams = z.object({ id: rowId('SERIES_NOT_FOUND') });
/**
 * Series in the console, by `sort` (smallest first) by default. `q`: a series id or contract address
 * (exactly), or part of the name in any language. The date range is `createdAt`.
 */
export const adminSeriesQuery = consoleListQuery(
  {
    status: z.enum(PUBLISH_STATES).optional(),
    rarity: z.enum(RARITIES).optional(),
    q: searchText,
  },
  { sort: ['sort', 'createdAt', 'price', 'saleStart'], limit: 10 },
);
export const adminSeriesExportQuery = exportQuery(adminSeriesQuery);

/**
 * Every NFT order (primary and resale). `userId` (with `role`: as buyer or as seller; both when
 * absent); `q`: an order id, or the buyer as the users list finds them (id, UID, wallet address, start
 * of mobile, e-mail or nickname). The date range is `createdAt`.
 */
export const adminOrderQuery = consoleListQuery(
  {
    status: orderListQuery.shape.status,
    role: orderListQuery.shape.role,
    kind: z.enum(ORDER_KINDS).optional(),
    userId: rowId().optional(),
    seriesId: rowId().optional(),
    q: searchText,
  },
  { sort: ['createdAt', 'amount', 'paidAt'], limit: 10 },
);
export type AdminOrderQuery = z.output<typeof adminOrderQuery>;
export const adminOrderExportQuery = exportQuery(adminOrderQuery);
export const adminNftOrder = nftOrder.extend({ userId: z.number().int(), uid: z.string() });
export type AdminNftOrder = z.infer<typeof adminNftOrder>;
export const adminNftOrderList = paged(adminNftOrder);
