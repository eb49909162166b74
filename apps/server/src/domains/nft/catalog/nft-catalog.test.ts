import type { SeriesInput } from '@mcc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../../test/harness.ts';
import { createSeries, expectInvalid } from '../../../test/nft.ts';
import { signUp } from '../../../test/users.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

/** A series of its own for each test, on sale since an hour ago unless told otherwise. */
const newSeries = (patch: Partial<SeriesInput> = {}) => createSeries(app, patch);

describe('series', () => {
  it('lists published series with their state, filters by state, and hides drafts', async () => {
    const { token } = await signUp(app);
    const now = app.clock.now().getTime();
    const onSale = await newSeries({ sort: -10 });
    const soon = await newSeries({ sort: -10, saleStart: new Date(now + 3_600_000).toISOString() });
    const draft = await newSeries({ sort: -10, published: false });
    const all = await api.get('/api/nft/series?limit=50', { token });
    const ids = all.body.data.list.map((s: { id: number }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([onSale.id, soon.id]));
    expect(ids).not.toContain(draft.id);
    const upcoming = await api.get('/api/nft/series?status=upcoming&limit=50', { token });
    expect(upcoming.body.data.list.map((s: { id: number }) => s.id)).toContain(soon.id);
    expect(upcoming.body.data.list.every((s: { status: string }) => s.status === 'upcoming')).toBe(true);
    expectInvalid(await api.get('/api/nft/series?status=nope', { token }), 'status', 'STATUS_INVALID');

    const detail = await api.get(`/api/nft/series/detail?id=${onSale.id}`, { token, lang: 'en' });
    expect(detail.body.data).toMatchObject({
      name: 'Test series',
      description: 'About it',
      price: '10.000000',
      remaining: 100,
      status: 'on_sale',
      chain: 'BNB Chain',
      canBuy: 10,
      mine: 0,
      unpaidOrderId: null,
    });
    expectError(await api.get(`/api/nft/series/detail?id=${draft.id}`, { token }), 'SERIES_NOT_FOUND');
  });
});

describe('home', () => {
  it('gathers banners, important notices, featured and on-sale series and the MCC price', async () => {
    const { token } = await signUp(app);
    const featured = await newSeries({ featured: true, sort: -100 });
    const home = await api.get('/api/index/index', { token });
    expect(home.body.code).toBe(1);
    expect(home.body.data.featured.map((s: { id: number }) => s.id)).toContain(featured.id);
    expect(home.body.data.onSale.every((s: { status: string }) => s.status === 'on_sale')).toBe(true);
    expect(home.body.data.mcc).toMatchObject({ price: expect.any(String) });
    expect(Array.isArray(home.body.data.banners)).toBe(true);
    expect(Array.isArray(home.body.data.notices)).toBe(true);
  });
});
