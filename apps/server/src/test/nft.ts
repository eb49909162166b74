import type { SeriesInput } from '@mcc/contract';
import type { TestApp } from './harness.ts';

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
