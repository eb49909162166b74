import { z } from 'zod';
import { normalizeAddress } from './address.ts';
import { payPassword, totpDigits } from './auth.ts';
import { paged, rowId } from './common.ts';
import { network } from './config.ts';
import { INPUT_DECIMALS } from './money.ts';
import { lineText, nameText } from './text.ts';
import { amountInput, money } from './wallet.ts';

/**
 * NFT resale, person to person (like a P2P exchange): an owner lists a copy at a price with the ways
 * they take payment; a buyer's order locks it for `RESALE_PAY_MINUTES`, in which the buyer pays the
 * seller off the platform and marks the order paid with a proof; the seller confirms receipt and the
 * copy moves, the platform's fee (held from the seller's USDT since listing) is taken. A dispute goes to
 * an appeal (nft-appeal.ts) that an operator decides.
 */
export const RESALE_PAY_MINUTES = 30;
/** Payment methods one listing may show. */
export const PAY_METHODS_MAX = 4;
/** The highest price a copy may be listed at, in USDT. */
export const RESALE_PRICE_MAX = 10_000_000;

/**
 * The platform's fee on a resale price in micro-units: `feeBp` of it, rounded up to the micro-unit. The
 * server holds it; the sell sheet shows it as the seller types.
 */
export const resaleFee = (price: bigint, feeBp: number) => (price * BigInt(feeBp) + 9_999n) / 10_000n;

export const PAY_METHOD_KINDS = ['bank', 'alipay', 'wechat', 'usdt'] as const;
export type PayMethodKind = (typeof PAY_METHOD_KINDS)[number];

export const LISTING_STATES = ['listed', 'ordered', 'sold', 'unlisted'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/**
 * A typed field of a payment method, with keys of its own: a blank one asks for it ("fill in the
 * holder's name"), one too long or not storable says which field is wrong.
 */
const field = (max: number, required: string, invalid: string) =>
  nameText(required, invalid).trim().min(1, { error: required }).max(max, { error: invalid });

/**
 * A way the seller takes payment: the holder's name and the account (card number, Alipay or WeChat
 * id, or a USDT address on `network`, checked like a withdrawal address); a bank card names its bank.
 * The buyer sees them only once an order holds the copy.
 */
export const payMethod = z
  .strictObject({
    kind: z.enum(PAY_METHOD_KINDS, { error: 'PAY_METHOD_INVALID' }),
    name: field(40, 'PAY_METHOD_NAME_REQUIRED', 'PAY_METHOD_NAME_INVALID'),
    account: field(100, 'PAY_METHOD_ACCOUNT_REQUIRED', 'PAY_METHOD_ACCOUNT_INVALID'),
    bank: lineText('PAY_METHOD_INVALID').trim().max(60, { error: 'PAY_METHOD_INVALID' }).default(''),
    network: network.optional(),
  })
  .superRefine((m, ctx) => {
    if (m.kind === 'bank' && m.bank === '')
      ctx.addIssue({ code: 'custom', message: 'PAY_METHOD_BANK_REQUIRED', path: ['bank'] });
    if (m.kind === 'usdt' && (!m.network || normalizeAddress(m.network, m.account) === undefined))
      ctx.addIssue({ code: 'custom', message: 'ADDRESS_INVALID', path: ['account'] });
  });
export type PayMethod = z.infer<typeof payMethod>;

const resalePrice = amountInput(INPUT_DECIMALS.USDT).refine((text) => Number(text) <= RESALE_PRICE_MAX, {
  error: 'PRICE_TOO_HIGH',
});

/** `/api/nft/list`: put one of the caller's copies on sale. */
export const listBody = z.object({
  copyId: rowId('COPY_NOT_FOUND'),
  price: resalePrice,
  payMethods: z
    .array(payMethod, { error: 'PAY_METHOD_INVALID' })
    .min(1, { error: 'PAY_METHOD_REQUIRED' })
    .max(PAY_METHODS_MAX, { error: 'PAY_METHOD_INVALID' }),
});
export type ListInput = z.infer<typeof listBody>;
export const unlistBody = z.object({ id: rowId('LISTING_NOT_FOUND') });
export const orderCancelBody = z.object({ id: rowId('ORDER_NOT_FOUND') });
/** `/api/coupon/confirm`: the seller says the buyer's payment arrived (the id is the order's). */
export const confirmBody = z.object({
  id: rowId('ORDER_NOT_FOUND'),
  payPassword,
  /** Needed when the seller has 2FA on (docs/security.md). */
  totpCode: totpDigits.optional(),
});

/** A copy on sale as buyers see it: no payment details before an order. */
export const listing = z.object({
  id: z.number().int(),
  copyId: z.number().int(),
  seriesId: z.number().int(),
  seriesName: z.string(),
  image: z.string(),
  serial: z.number().int(),
  supply: z.number().int(),
  price: money,
  /** The seller, masked. */
  seller: z.string(),
  /** The caller's own listing (which they cannot buy). */
  mine: z.boolean(),
  /** The kinds of payment the seller takes, to choose by before ordering. */
  payKinds: z.array(z.enum(PAY_METHOD_KINDS)),
  createdAt: z.string(),
});
export type Listing = z.infer<typeof listing>;
export const listingList = paged(listing);
/** `/api/nft/listings?seriesId`: a series' copies on sale, cheapest first. */
export const listingsQuery = z.object({
  seriesId: rowId('SERIES_NOT_FOUND'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** The caller's own listing (`/api/nft/myListings`): its state, fee and payment methods. */
export const myListing = listing.extend({
  status: z.enum(LISTING_STATES),
  /** The platform's fee on the sale, held from the seller's USDT while it is listed. */
  fee: money,
  payMethods: z.array(payMethod),
  /** The order that holds it, while one does. */
  orderId: z.number().int().nullable(),
});
export type MyListing = z.infer<typeof myListing>;
export const myListingList = paged(myListing);
export const myListingsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  status: z.enum(LISTING_STATES, { error: 'STATUS_INVALID' }).optional(),
});

/** What a resale order shows besides a primary one's (`nftOrder.resale`). */
export const resaleFacts = z.object({
  listingId: z.number().int(),
  copyId: z.number().int(),
  serial: z.number().int(),
  /** The other side, masked. */
  counterparty: z.string(),
  /** Where to pay: the seller's methods (both sides see them once the order exists). */
  payMethods: z.array(payMethod),
  /** The buyer's proof of payment, once marked paid. */
  proof: z.string().nullable(),
  /** The platform's fee, charged to the seller when the copy moves. */
  fee: money,
  /** When the buyer may appeal a paid order the seller has not confirmed (null before it is paid). */
  appealableAt: z.string().nullable(),
  /** The order's appeal, once one is opened. */
  appealId: z.number().int().nullable(),
  closedAt: z.string().nullable(),
});
export type ResaleFacts = z.infer<typeof resaleFacts>;
