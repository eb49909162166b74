/** Stored NFT boxes, recipes and series as the admin API answers them, for the component tests. */
import type { AdminAuction, AdminBox, AdminRecipe, AdminSeries } from '@mcc/contract';

export const IMAGE = `/uploads/${'e'.repeat(64)}.png`;

/** A box on sale: two series, one copy drawn. */
export const STORED_BOX: AdminBox = {
  id: 5,
  name: { 'zh-Hans': '星辰盲盒', en: 'Star box' },
  description: { 'zh-Hans': '开出一份藏品' },
  image: IMAGE,
  price: '9.900000',
  asset: 'USDT',
  status: 'open',
  opensAt: '2026-12-01T02:00:00.000Z',
  closesAt: null,
  perUserLimit: 5,
  left: 14,
  published: true,
  sort: 1,
  closed: false,
  pool: [
    {
      seriesId: 1,
      seriesName: '晨星',
      image: IMAGE,
      rarity: 'common',
      weight: 3,
      left: 9,
      stock: 10,
      odds: '75.00',
    },
    {
      seriesId: 2,
      seriesName: '极光',
      image: IMAGE,
      rarity: 'legendary',
      weight: 1,
      left: 5,
      stock: 5,
      odds: '25.00',
    },
  ],
  opens: 1,
  revenue: '9.900000',
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** A recipe without a fee, used twice. */
export const STORED_RECIPE: AdminRecipe = {
  id: 3,
  name: { 'zh-Hans': '三合一', ja: '三つで一つ' },
  inputs: [
    { seriesId: 1, seriesName: '晨星', image: IMAGE, rarity: 'common', supply: 100, count: 3 },
    { seriesId: 4, seriesName: '海浪', image: IMAGE, rarity: 'rare', supply: 50, count: 1 },
  ],
  output: { seriesId: 2, seriesName: '极光', image: IMAGE, rarity: 'legendary', supply: 10, left: 4 },
  fee: '0.000000',
  feeAsset: 'MCC',
  published: true,
  sort: 0,
  made: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** A published series on sale with `remaining` copies left to sell or set aside. */
export const storedSeries = (id: number, name: string, remaining: number): AdminSeries => ({
  id,
  name: { 'zh-Hans': name },
  description: { 'zh-Hans': '介绍' },
  image: IMAGE,
  price: '10.000000',
  supply: 100,
  sold: 100 - remaining,
  reserved: 0,
  remaining,
  perUserLimit: 0,
  saleStart: '2026-01-01T00:00:00.000Z',
  saleEnd: null,
  rarity: 'rare',
  featured: false,
  status: 'on_sale',
  creator: 'Studio',
  chain: 'BNB Smart Chain',
  contractAddress: '',
  tokenStandard: 'ERC-721',
  published: true,
  sort: 0,
  revenue: '0.000000',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** A live platform auction nobody has bid on yet (its copy is minted when it sells). */
export const PLATFORM_AUCTION: AdminAuction = {
  id: 7,
  seriesId: 1,
  seriesName: '晨星',
  image: IMAGE,
  rarity: 'rare',
  serial: null,
  supply: 100,
  seller: null,
  sellerId: null,
  startPrice: '20.000000',
  incrementBp: 500,
  hasReserve: true,
  reserve: '50.000000',
  reserveMet: false,
  leadingBid: null,
  leader: null,
  leaderId: null,
  minimumBid: '20.000000',
  bids: 0,
  startsAt: '2026-12-01T02:00:00.000Z',
  endsAt: '2026-12-03T02:00:00.000Z',
  status: 'live',
  settledAt: null,
};

/** An owner's auction of copy #12 with two bids, the leader past the reserve-less start. */
export const OWNER_AUCTION: AdminAuction = {
  ...PLATFORM_AUCTION,
  id: 8,
  serial: 12,
  seller: '138****0001',
  sellerId: 3,
  incrementBp: 1_250,
  hasReserve: false,
  reserve: null,
  reserveMet: true,
  leadingBid: '24.000000',
  leader: '139****0002',
  leaderId: 4,
  minimumBid: '27.000000',
  bids: 2,
};
