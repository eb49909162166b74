import type { BoxInput, PayMethod, RecipeInput, SeriesInput } from '@mcc/contract';
import { eq } from 'drizzle-orm';
import { nftCopies } from '../domains/nft/nft.tables.ts';
import type { TestApp } from './harness.ts';
import { credit, PAY_PASSWORD, signUp, uploadProof } from './users.ts';

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
