import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/event-stream.ts';
import { type Api, expectError, expectOk as ok, openTestApp, type TestApp } from '../../../test/harness.ts';
import { type AuctionSteps, auctionSteps } from '../../../test/nft.ts';
import { signUp } from '../../../test/users.ts';

let app: TestApp;
let api: Api;
let ownerAuction: AuctionSteps['ownerAuction'];
let bid: AuctionSteps['bid'];
beforeAll(async () => {
  ({ app, api } = await openTestApp());
  ({ ownerAuction, bid } = auctionSteps(app, api));
});
afterAll(() => app.dispose());

const MINUTE = 60_000;
const settleAll = () => app.services.auctions.settleDue();

describe('live auction stream', () => {
  let listening: Promise<string> | undefined;
  /** The app's address over real HTTP (it listens once for the tests below). */
  const baseUrl = () => {
    listening ??= app.listen({ port: 0, host: '127.0.0.1' });
    return listening;
  };

  it('tells an open detail page of each bid and of the settlement; refuses an unknown auction', async () => {
    const base = await baseUrl();
    const { id } = await ownerAuction(10);
    const [watcher, bidder] = [await signUp(app), await signUp(app, { usdt: '100' })];
    expectError(
      await api.get('/api/auction/stream?id=999999', { token: watcher.token }),
      'AUCTION_NOT_FOUND',
    );
    const stream = await openEventStream(`${base}/api/auction/stream?id=${id}`, watcher.token, 'auction');
    try {
      expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
      ok(await bid(bidder.token, id, '10'), 'bid');
      await stream.until(() => stream.events().length >= 1);
      expect(stream.events()[0]).toEqual({ id });
      app.clock.advance(11 * MINUTE);
      await settleAll();
      await stream.until(() => stream.events().length >= 2);
    } finally {
      stream.close();
    }
  });

  it('admits at most 10 streams of one user however many are opened at once, and frees a closed one', async () => {
    const base = await baseUrl();
    const { id } = await ownerAuction(10);
    const watcher = await signUp(app);
    const url = `${base}/api/auction/stream?id=${id}`;
    // All asked for in the same moment, in process: each passes sign-in and reads the auction while the
    // others do (a stream's answer ends only when the app closes, so the refusals come back first).
    const refusals: string[] = [];
    for (let i = 0; i < 40; i++)
      void app
        .inject({ method: 'GET', url: `/api/auction/stream?id=${id}`, headers: { token: watcher.token } })
        .then((res) => {
          if (!String(res.headers['content-type']).startsWith('text/event-stream'))
            refusals.push(res.json().data.error);
        });
    await expect.poll(() => refusals.length, { timeout: 5_000 }).toBe(30);
    expect(new Set(refusals)).toEqual(new Set(['STREAM_TOO_MANY']));

    // Over real HTTP, another user: at the cap a stream is refused until one of theirs closes.
    const reader = await signUp(app);
    const open = async () => {
      const res = await fetch(url, { headers: { token: reader.token } });
      if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) return res;
      expect(((await res.json()) as { data: { error: string } }).data.error).toBe('STREAM_TOO_MANY');
      return undefined;
    };
    const streams: Response[] = [];
    try {
      for (let i = 0; i < 10; i++) streams.push((await open()) as Response);
      expect(streams.every(Boolean)).toBe(true);
      expect(await open()).toBeUndefined();
      await streams.pop()?.body?.cancel();
      await expect
        .poll(async () => {
          const again = await open();
          if (again) streams.push(again);
          return again !== undefined;
        })
        .toBe(true);
    } finally {
      await Promise.all(streams.map((s) => s.body?.cancel()));
    }
  });
});
