import {
  type AuctionAddInput,
  type BoxInput,
  type PayMethod,
  RESALE_PAY_MINUTES,
  type RecipeInput,
  type SeriesInput,
} from '@mcc/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { nftCopies } from '../domains/nft/core/nft.tables.ts';
import { type Answer, type Api, bearer, expectError, expectOk as ok, type TestApp } from './harness.ts';
import { credit, PAY_PASSWORD, signUp, uploadProof } from './users.ts';

const MINUTE = 60_000;

/** An audit actor for what tests set up directly through a service. */
export const SYSTEM_ACTOR = { operator: null, actor: 'system:test', ip: '' };

/**
 * A valid series body: on sale since an hour before the app's clock, 100 copies at 10 USDT, no
 * per-user limit, published; `patch` changes what a test is about.
 */
export function seriesBody(app: Pick<TestApp, 'clock'>, patch: Partial<SeriesInput> = {}): SeriesInput {
  return {
    name: { 'zh-Hans': '测试系列', en: 'Test series' },
    description: { 'zh-Hans': '介绍', en: 'About it' },
    image: `/uploads/${'a'.repeat(64)}.png`,
    price: '10',
    supply: 100,
    perUserLimit: 0,
    saleStart: new Date(app.clock.now().getTime() - 3_600_000).toISOString(),
    saleEnd: null,
    rarity: 'rare',
    creator: 'MCC Studio',
    chain: 'BNB Chain',
    contractAddress: '0x1234',
    tokenStandard: 'ERC-721',
    featured: false,
    published: true,
    sort: 0,
    ...patch,
  };
}

/** A series of its own for a test, created as an operator would (audited as the test system). */
export const createSeries = (app: TestApp, patch: Partial<SeriesInput> = {}) =>
  app.services.nft.admin.createSeries(seriesBody(app, patch), SYSTEM_ACTOR);

/** A refusal by the request's schema, naming the field and the reason. */
export function expectInvalid(res: Answer, field: string, error: string) {
  expectError(res, 'VALIDATION');
  expect(res.body.data.fields[0]).toMatchObject({ field, error });
}

/** A valid box body around `pool`: 2 USDT, open since an hour before the app's clock, published. */
export function boxBody(
  app: Pick<TestApp, 'clock'>,
  pool: BoxInput['pool'],
  patch: Partial<BoxInput> = {},
): BoxInput {
  return {
    name: { 'zh-Hans': '测试盲盒', en: 'Test box' },
    description: { 'zh-Hans': '介绍', en: 'About it' },
    image: `/uploads/${'b'.repeat(64)}.png`,
    price: '2',
    asset: 'USDT',
    opensAt: new Date(app.clock.now().getTime() - 3_600_000).toISOString(),
    closesAt: null,
    perUserLimit: 0,
    published: true,
    sort: 0,
    pool,
    ...patch,
  };
}

/** A valid recipe body: `inputs` make one copy of `outputSeriesId`, no fee, published. */
export const recipeBody = (
  inputs: RecipeInput['inputs'],
  outputSeriesId: number,
  patch: Partial<RecipeInput> = {},
): RecipeInput => ({
  name: { 'zh-Hans': '测试配方', en: 'Test recipe' },
  inputs,
  outputSeriesId,
  fee: '0',
  feeAsset: 'USDT',
  published: true,
  sort: 0,
  ...patch,
});

/** A seller's payment methods as a listing shows them. */
export const PAY_METHODS: PayMethod[] = [
  { kind: 'alipay', name: '张三', account: 'seller@example.com', bank: '' },
  { kind: 'bank', name: '张三', account: '6222020200112233445', bank: '工商银行' },
];

/**
 * A copy owned by `userId`: bought in a primary sale of a series of its own (the price is credited to
 * the user first, so their balance is as before). Answers the copy's id.
 */
export async function copyFor(app: TestApp, userId: number): Promise<number> {
  const series = await createSeries(app, { price: '10', supply: 5 });
  await credit(app, userId, '10');
  const order = await app.services.nft.add(userId, { seriesId: series.id, quantity: 1 });
  await app.services.nft.pay(userId, { id: order.id, payPassword: PAY_PASSWORD });
  const [copy] = await app.database.db
    .select({ id: nftCopies.id })
    .from(nftCopies)
    .where(eq(nftCopies.orderId, order.id));
  if (!copy) throw new Error('no copy minted');
  return copy.id;
}

/**
 * A resale in progress: a seller (with 100 USDT for the fee) who listed a copy at `price`, and a buyer.
 * Answers both and the listing's id.
 */
export async function listedCopy(app: TestApp, price = '100') {
  const seller = await signUp(app, { usdt: '100' });
  const buyer = await signUp(app);
  const copyId = await copyFor(app, seller.user.id);
  const listing = await app.services.nft.list(
    seller.user.id,
    { copyId, price, payMethods: PAY_METHODS },
    'en',
  );
  return { seller, buyer, copyId, listingId: listing.id };
}

/** A resale order the buyer has marked paid and the seller has appealed. Answers it all and the appeal's id. */
export async function appealedOrder(app: TestApp) {
  const trade = await listedCopy(app);
  const { nft } = app.services;
  const order = await nft.add(trade.buyer.user.id, { listingId: trade.listingId });
  const proof = await uploadProof(app, trade.buyer.user.id);
  await nft.pay(trade.buyer.user.id, { id: order.id, proof });
  const appeal = await nft.feedback(
    trade.seller.user.id,
    { orderId: order.id, reason: 'not_received', text: 'Nothing arrived', images: [] },
    'en',
  );
  return { ...trade, orderId: order.id, appealId: appeal.id };
}

/** A resale in progress (`listedCopy`), with the order and the appeal its steps made. */
export type Trade = Awaited<ReturnType<typeof listedCopy>> & { orderId?: number; appealId?: number };

/** The steps a resale's sides (and the deciding operator) take. */
export type ResaleStep =
  | 'unlist'
  | 'order'
  | 'pay'
  | 'cancel'
  | 'confirm'
  | 'appeal'
  | 'decideBuyer'
  | 'decideSeller';

/** Each state of a listing and its order, reached by the steps a user takes, from a fresh listing. */
export const RESALE_STATES = {
  listed: [],
  unlisted: ['unlist'],
  unpaid: ['order'],
  paid: ['order', 'pay'],
  appealing: ['order', 'pay', 'appeal'],
  completed: ['order', 'pay', 'confirm'],
  expired: ['order', 'expire'],
  cancelled: ['order', 'cancel'],
  decidedForSeller: ['order', 'pay', 'appeal', 'decideSeller'],
  decidedForBuyer: ['order', 'pay', 'appeal', 'decideBuyer'],
} as const satisfies Record<string, readonly (ResaleStep | 'expire')[]>;
export type ResaleState = keyof typeof RESALE_STATES;

/** A resale's calls through `api`, each by the side that takes it; `finance` may decide appeals. */
export function resaleSteps(app: TestApp, api: Api, finance: string) {
  /** A buyer's order of a listed copy. */
  const orderListing = (token: string, listingId: number) =>
    api.post('/api/order/add', { listingId }, { token });
  /** A seller's listing of a copy at `price` with the test's payment methods. */
  const listCopy = (token: string, copyId: number, price = '5') =>
    api.post('/api/nft/list', { copyId, price, payMethods: PAY_METHODS }, { token });

  /** The steps of a resale, each by the side that takes it. */
  const steps: Record<ResaleStep, (t: Trade) => Promise<Answer>> = {
    unlist: (t: Trade) => api.post('/api/nft/unlist', { id: t.listingId }, { token: t.seller.token }),
    /** A new buyer's order for the listing. */
    order: async (t: Trade) => {
      const other = await signUp(app);
      return orderListing(other.token, t.listingId);
    },
    pay: async (t: Trade) =>
      api.post(
        '/api/order/pay',
        { id: t.orderId, proof: await uploadProof(app, t.buyer.user.id) },
        { token: t.buyer.token },
      ),
    cancel: (t: Trade) => api.post('/api/order/cancel', { id: t.orderId }, { token: t.buyer.token }),
    confirm: (t: Trade) =>
      api.post(
        '/api/coupon/confirm',
        { id: t.orderId, payPassword: PAY_PASSWORD },
        { token: t.seller.token },
      ),
    /** The seller appeals (a seller may at once; the buyer's wait has its own test). */
    appeal: (t: Trade) =>
      api.post(
        '/api/coupon/feedback',
        { orderId: t.orderId, reason: 'not_received', text: 'No payment arrived' },
        { token: t.seller.token },
      ),
    decideBuyer: (t: Trade) =>
      api.post(
        `/admin-api/nft/appeals/${t.appealId}/decide`,
        { to: 'buyer', note: 'The bank slip is genuine' },
        { headers: bearer(finance) },
      ),
    decideSeller: (t: Trade) =>
      api.post(
        `/admin-api/nft/appeals/${t.appealId}/decide`,
        { to: 'seller', note: 'No payment arrived' },
        { headers: bearer(finance) },
      ),
  };

  async function take(t: Trade, step: ResaleStep, what: string) {
    const data = ok(await steps[step](t), `${what}: ${step}`);
    if (step === 'appeal') t.appealId = data.id;
    return data;
  }

  async function reach(state: ResaleState): Promise<Trade> {
    const t: Trade = await listedCopy(app);
    for (const step of RESALE_STATES[state]) {
      if (step === 'expire') {
        app.clock.advance(RESALE_PAY_MINUTES * MINUTE);
        await app.services.nft.expireDue();
      } else if (step === 'order') {
        t.orderId = ok(await orderListing(t.buyer.token, t.listingId), state).id;
      } else await take(t, step, state);
    }
    return t;
  }

  return { orderListing, listCopy, steps, take, reach };
}

export type ResaleSteps = ReturnType<typeof resaleSteps>;

/** Auctions through `api`: their terms, an owner's auction of a copy, a bid. */
export function auctionSteps(app: TestApp, api: Api) {
  /** Terms starting now and ending `minutes` later by the app's clock: start 10 USDT, 5 % raises. */
  const terms = (minutes = 60, patch: Partial<AuctionAddInput> = {}) => {
    const now = app.clock.now().getTime();
    return {
      startPrice: '10',
      incrementBp: 500,
      reserve: null,
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + minutes * MINUTE).toISOString(),
      ...patch,
    };
  };

  /** An owner (with a copy of a series of its own) who auctions it; answers them and the auction's id. */
  async function ownerAuction(minutes = 60, patch: Partial<AuctionAddInput> = {}) {
    const seller = await signUp(app);
    const copyId = await copyFor(app, seller.user.id);
    const auction = ok(
      await api.post('/api/auction/add', { copyId, ...terms(minutes, patch) }, { token: seller.token }),
      'auction',
    );
    return { seller, copyId, id: auction.id as number };
  }

  const bid = (token: string, id: number, amount: string, via: Api = api) =>
    via.post('/api/auction/bid', { id, amount, payPassword: PAY_PASSWORD }, { token });

  return { terms, ownerAuction, bid };
}

export type AuctionSteps = ReturnType<typeof auctionSteps>;
