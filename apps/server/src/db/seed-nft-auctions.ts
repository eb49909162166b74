import { inArray } from 'drizzle-orm';
import { users } from '../domains/auth/auth.tables.ts';
import type { NftAuctions } from '../domains/nft/auctions/auctions.service.ts';
import type { NftService } from '../domains/nft/nft.service.ts';
import type { Db } from './client.ts';
import { COLLECTORS } from './seed-nft.ts';

const HOUR = 3_600_000;
const system = { operator: null, actor: 'system:demo', ip: '' };

interface DemoAuction {
  /** The series, by its zh-Hans demo name. */
  series: string;
  startPrice: string;
  reserve: string | null;
  /** Hours from the start of the demo to the auction's start (negative: started) and to its end. */
  startsIn: number;
  endsIn: number;
  /** A collector's opening bid, so the hall shows a leading bid and a minimum raise. */
  openingBid?: string;
}

/** Two platform auctions running (one with a bid, one without) and one starting soon. */
const DEMO_AUCTIONS: DemoAuction[] = [
  { series: '漩涡', startPrice: '800', reserve: '1200', startsIn: -2, endsIn: 46, openingBid: '850' },
  { series: '年轮', startPrice: '150', reserve: null, startsIn: -1, endsIn: 5 },
  { series: '量子点阵', startPrice: '100', reserve: null, startsIn: 1, endsIn: 25 },
];

/**
 * The platform's demo auctions, at times relative to `now`, whenever no auction is open (running or
 * about to start): a demo started on any day, however long after the last one, has a hall with
 * auctions in it. Operators' own auctions count as open too, so the demo adds none beside them.
 */
export async function seedDemoAuctions(
  deps: {
    db: Db;
    nft: NftService;
    auctions: NftAuctions;
    payPassword: string;
    credit: (userId: number, usdt: bigint, key: string) => Promise<void>;
  },
  now: Date,
) {
  if ((await deps.auctions.list(0, { tab: 'live', page: 1, limit: 1 }, 'zh-Hans')).total > 0) return;
  const series = (await deps.nft.admin.listSeries({ page: 1, limit: 50, sort: 'sort' })).list;
  const bidders = await deps.db.select({ id: users.id }).from(users).where(inArray(users.mobile, COLLECTORS));
  for (const [index, a] of DEMO_AUCTIONS.entries()) {
    const seriesId = series.find((s) => s.name['zh-Hans'] === a.series)?.id;
    if (seriesId === undefined) throw new Error(`no demo series ${a.series}`);
    const id = await deps.auctions.adminAdd(
      {
        seriesId,
        startPrice: a.startPrice,
        incrementBp: 500,
        reserve: a.reserve,
        startsAt: new Date(now.getTime() + a.startsIn * HOUR).toISOString(),
        endsAt: new Date(now.getTime() + a.endsIn * HOUR).toISOString(),
      },
      system,
    );
    const bidder = bidders[index % Math.max(1, bidders.length)];
    if (!a.openingBid || !bidder) continue;
    // The bid's hold comes from USDT credited for it, so it never depends on what the collector spent.
    await deps.credit(bidder.id, BigInt(a.openingBid) * 1_000_000n, `demo:auction-bid:${id}`);
    await deps.auctions.bid(bidder.id, { id, amount: a.openingBid, payPassword: deps.payPassword });
  }
}
