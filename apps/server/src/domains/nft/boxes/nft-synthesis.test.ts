import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, expectOk as ok, openTestApp, type TestApp } from '../../../test/harness.ts';
import { createSeries, PAY_METHODS, recipeBody, SYSTEM_ACTOR } from '../../../test/nft.ts';
import { credit, PAY_PASSWORD, signUp } from '../../../test/users.ts';
import { verifyLedger } from '../../ledger/ledger.verify.ts';
import { nftCopies, nftCopyEvents, nftSeries } from '../core/nft.tables.ts';
import { nftSyntheses } from '../core/nft-box.tables.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

/**
 * A user holding three copies of a common series (bought in its primary sale), and a published recipe
 * that burns two of them, takes `fee` USDT and makes one copy of a rarer series.
 */
async function setup(fee = '5') {
  const common = await createSeries(app, { price: '1', supply: 20, rarity: 'common' });
  const rare = await createSeries(app, { price: '50', supply: 5, rarity: 'epic' });
  const user = await signUp(app, { usdt: '3' });
  const order = await app.services.nft.add(user.user.id, { seriesId: common.id, quantity: 3 });
  await app.services.nft.pay(user.user.id, { id: order.id, payPassword: PAY_PASSWORD });
  const copies = await app.database.db
    .select({ id: nftCopies.id })
    .from(nftCopies)
    .where(eq(nftCopies.orderId, order.id))
    .orderBy(nftCopies.serial);
  const recipe = await app.services.boxes.admin.createRecipe(
    recipeBody([{ seriesId: common.id, count: 2 }], rare.id, { fee }),
    SYSTEM_ACTOR,
  );
  return { user, common, rare, recipe, copyIds: copies.map((c) => c.id) };
}

const synthesize = (token: string, recipeId: number, copyIds: number[]) =>
  api.post('/api/nft/synthesize', { recipeId, copyIds, payPassword: PAY_PASSWORD }, { token });

/** What a synthesis could change: the user's copies, the output series' count, syntheses, the user's USDT. */
async function snapshot(userId: number, token: string, rareId: number) {
  const db = app.database.db;
  const [copies, [rare], made, usdt] = await Promise.all([
    db.select().from(nftCopies).where(eq(nftCopies.ownerId, userId)).orderBy(nftCopies.id),
    db.select({ sold: nftSeries.sold }).from(nftSeries).where(eq(nftSeries.id, rareId)),
    db.$count(nftSyntheses, eq(nftSyntheses.userId, userId)),
    api.get('/api/fund/usdt', { token }),
  ]);
  return { copies, rareSold: rare?.sold, made, usdt: usdt.body.data.available };
}

describe('the chain game', () => {
  it('lists recipes with the free copies the user holds towards them', async () => {
    const { user, recipe, copyIds } = await setup();
    const list = ok(await api.get('/api/nft/recipes?limit=50', { token: user.token }), 'recipes');
    const mine = list.list.find((r: { id: number }) => r.id === recipe.id);
    expect(mine.inputs[0].owned.map((o: { copyId: number }) => o.copyId)).toEqual(copyIds);
    expect(mine).toMatchObject({
      fee: '5.000000',
      feeAsset: 'USDT',
      ready: true,
      output: { rarity: 'epic', left: 5 },
    });
  });

  it('a synthesis that fails half way (too little for the fee, after the burn and the mint) changes nothing', async () => {
    const { user, rare, recipe, copyIds } = await setup();
    const before = await snapshot(user.user.id, user.token, rare.id);
    expectError(await synthesize(user.token, recipe.id, copyIds.slice(0, 2)), 'INSUFFICIENT_BALANCE');
    expect(await snapshot(user.user.id, user.token, rare.id)).toEqual(before);
  });

  it('burns exactly the recipe’s copies, mints the rarer one and takes the fee, in one go', async () => {
    const { user, rare, recipe, copyIds } = await setup();
    await credit(app, user.user.id, '5');
    const burned = copyIds.slice(0, 2);
    const made = ok(await synthesize(user.token, recipe.id, burned), 'synthesize');
    expect(made).toMatchObject({ seriesId: rare.id, serial: 1, burned });
    const held = ok(await api.get('/api/coupon/index?limit=50', { token: user.token }), 'held copies');
    expect(held.list.map((c: { id: number }) => c.id).sort()).toEqual([copyIds[2], made.copyId].sort());
    const fresh = held.list.find((c: { id: number }) => c.id === made.copyId);
    expect(fresh).toMatchObject({ acquiredVia: 'synthesis', rarity: 'epic' });
    expect((await api.get('/api/fund/usdt', { token: user.token })).body.data.available).toBe('0.000000');
    const events = await app.database.db
      .select({ copyId: nftCopyEvents.copyId, event: nftCopyEvents.event, refType: nftCopyEvents.refType })
      .from(nftCopyEvents)
      .where(inArray(nftCopyEvents.copyId, [...burned, made.copyId]))
      .orderBy(nftCopyEvents.id);
    expect(events.filter((e) => e.refType === 'nft_synthesis').map((e) => e.event)).toEqual([
      'burned',
      'burned',
      'minted',
    ]);
    // Burned copies cannot be used again.
    expectError(await synthesize(user.token, recipe.id, burned), 'COPY_NOT_FOUND');
    expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
  });

  it('refuses copies that are not exactly the recipe’s, someone else’s, or locked by a listing', async () => {
    const { user, recipe, copyIds } = await setup('0');
    const other = await setup('0');
    const [a = 0, b = 0, c = 0] = copyIds;
    expectError(await synthesize(user.token, recipe.id, [a]), 'RECIPE_INPUTS_MISMATCH');
    expectError(await synthesize(user.token, recipe.id, [a, b, c]), 'RECIPE_INPUTS_MISMATCH');
    expectError(await synthesize(user.token, recipe.id, [a, a]), 'RECIPE_INPUTS_MISMATCH');
    expectError(await synthesize(user.token, recipe.id, [a, other.copyIds[0] ?? 0]), 'COPY_NOT_FOUND');
    // Copies of another recipe's series are not this recipe's.
    expectError(await synthesize(user.token, other.recipe.id, [a, b]), 'RECIPE_INPUTS_MISMATCH');
    await credit(app, user.user.id, '100');
    ok(
      await api.post(
        '/api/nft/list',
        { copyId: c, price: '9', payMethods: PAY_METHODS },
        { token: user.token },
      ),
      'list',
    );
    expectError(await synthesize(user.token, recipe.id, [a, c]), 'COPY_LOCKED');
    // Without a fee, two free copies make the rarer one.
    ok(await synthesize(user.token, recipe.id, [a, b]), 'no fee');
  });

  it('refuses when the rarer series has no copy left, keeping the inputs', async () => {
    const { user, rare, recipe, copyIds } = await setup('0');
    // Someone buys the rarer series out in its primary sale.
    const buyer = await signUp(app, { usdt: '250' });
    const order = await app.services.nft.add(buyer.user.id, { seriesId: rare.id, quantity: 5 });
    await app.services.nft.pay(buyer.user.id, { id: order.id, payPassword: PAY_PASSWORD });
    const before = await snapshot(user.user.id, user.token, rare.id);
    expectError(await synthesize(user.token, recipe.id, copyIds.slice(0, 2)), 'RECIPE_SOLD_OUT');
    expect(await snapshot(user.user.id, user.token, rare.id)).toEqual(before);
  });
});
