import { createHash } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language, type PayMethod, type Rarity } from '@mcc/contract';
import type { AuthService } from '../domains/auth/auth.service.ts';
import type { Ledger } from '../domains/ledger/ledger.service.ts';
import type { NftService } from '../domains/nft/nft.service.ts';
import type { UploadService } from '../domains/upload/upload.service.ts';
import type { Db } from './client.ts';
import { type Artwork, artworkPng } from './demo-artwork.ts';

type Texts = Record<Language, string>;
const DAY = 86_400_000;
const system = { operator: null, actor: 'system:demo', ip: '' };

interface DemoSeries {
  name: Texts;
  description: Texts;
  art: Artwork;
  price: string;
  supply: number;
  perUserLimit: number;
  rarity: Rarity;
  featured: boolean;
  /** Days from now to the sale start (negative: started). */
  startsInDays: number;
  /** Bought out by the demo collectors. */
  soldOut?: boolean;
}

const about = (zh: string, en: string, ja: string, zht: string): Texts => ({
  'zh-Hans': zh,
  en,
  ja,
  'zh-Hant': zht,
});

/** Eight series: most on sale, one sold out, one starting soon; three featured on the home. */
const DEMO_SERIES: DemoSeries[] = [
  {
    name: about('星河序章', 'Galaxy Prologue', '銀河のプロローグ', '星河序章'),
    description: about(
      '一颗在星河边缘发光的星球，MCC 首个数字藏品系列。',
      'A planet glowing at the edge of the galaxy: the first MCC collection.',
      '銀河の縁で輝く惑星。MCC 最初のコレクションです。',
      '一顆在星河邊緣發光的星球，MCC 首個數位藏品系列。',
    ),
    art: {
      motif: 'orb',
      palette: [
        [40, 60, 140],
        [6, 8, 24],
        [120, 200, 255],
      ],
    },
    price: '99',
    supply: 500,
    perUserLimit: 10,
    rarity: 'rare',
    featured: true,
    startsInDays: -3,
  },
  {
    name: about('潮汐之歌', 'Song of Tides', '潮の歌', '潮汐之歌'),
    description: about(
      '起伏的海浪记录下每一次潮汐。',
      'Rolling waves that keep the rhythm of every tide.',
      'うねる波が潮の満ち引きを刻みます。',
      '起伏的海浪記錄下每一次潮汐。',
    ),
    art: {
      motif: 'waves',
      palette: [
        [10, 90, 110],
        [4, 20, 40],
        [90, 230, 210],
      ],
    },
    price: '49',
    supply: 1000,
    perUserLimit: 0,
    rarity: 'common',
    featured: true,
    startsInDays: -2,
  },
  {
    name: about('年轮', 'Rings of Time', '年輪', '年輪'),
    description: about(
      '一圈一圈的年轮，是时间留下的印记。',
      'Ring after ring: the marks that time leaves behind.',
      '一つひとつの年輪は、時が残した印です。',
      '一圈一圈的年輪，是時間留下的印記。',
    ),
    art: {
      motif: 'rings',
      palette: [
        [120, 70, 30],
        [30, 14, 6],
        [250, 200, 120],
      ],
    },
    price: '199',
    supply: 200,
    perUserLimit: 5,
    rarity: 'epic',
    featured: false,
    startsInDays: -5,
  },
  {
    name: about('晨曦', 'Dawn Burst', '夜明け', '晨曦'),
    description: about(
      '第一缕阳光穿透云层的瞬间。已全部售出。',
      'The moment the first light breaks through. Every copy has found its owner.',
      '最初の光が雲を貫く瞬間。すべて完売しました。',
      '第一縷陽光穿透雲層的瞬間。已全部售出。',
    ),
    art: {
      motif: 'sunburst',
      palette: [
        [230, 120, 40],
        [60, 16, 10],
        [255, 230, 150],
      ],
    },
    price: '29',
    supply: 30,
    perUserLimit: 10,
    rarity: 'common',
    featured: false,
    startsInDays: -10,
    soldOut: true,
  },
  {
    name: about('远山', 'Distant Peaks', '遠い山並み', '遠山'),
    description: about(
      '层层叠叠的远山，静候旅人。',
      'Layer upon layer of far mountains, waiting for travellers.',
      '幾重にも重なる山々が旅人を待っています。',
      '層層疊疊的遠山，靜候旅人。',
    ),
    art: {
      motif: 'peaks',
      palette: [
        [70, 60, 120],
        [12, 10, 30],
        [180, 170, 240],
      ],
    },
    price: '79',
    supply: 800,
    perUserLimit: 0,
    rarity: 'rare',
    featured: false,
    startsInDays: -1,
  },
  {
    name: about('量子点阵', 'Quantum Dots', '量子ドット', '量子點陣'),
    description: about(
      '排列整齐的量子点，即将开售。',
      'Quantum dots in perfect order. The sale opens soon.',
      '整然と並ぶ量子ドット。まもなく販売開始です。',
      '排列整齊的量子點，即將開賣。',
    ),
    art: {
      motif: 'dots',
      palette: [
        [30, 120, 80],
        [4, 24, 16],
        [160, 255, 170],
      ],
    },
    price: '129',
    supply: 300,
    perUserLimit: 3,
    rarity: 'epic',
    featured: true,
    startsInDays: 2,
  },
  {
    name: about('漩涡', 'Vortex', '渦', '漩渦'),
    description: about(
      '传说级藏品，每人限购一份。',
      'A legendary piece: one per person.',
      'レジェンダリー。お一人様 1 点限りです。',
      '傳說級藏品，每人限購一份。',
    ),
    art: {
      motif: 'spiral',
      palette: [
        [110, 30, 120],
        [20, 4, 30],
        [255, 150, 240],
      ],
    },
    price: '999',
    supply: 50,
    perUserLimit: 1,
    rarity: 'legendary',
    featured: false,
    startsInDays: -4,
  },
  {
    name: about('经纬', 'Meridian Grid', '経緯線', '經緯'),
    description: about(
      '经线与纬线交织出的世界地图。',
      'Meridians and parallels weaving a map of the world.',
      '経線と緯線が織りなす世界地図。',
      '經線與緯線交織出的世界地圖。',
    ),
    art: {
      motif: 'grid',
      palette: [
        [40, 80, 100],
        [8, 16, 22],
        [140, 220, 255],
      ],
    },
    price: '19.9',
    supply: 2000,
    perUserLimit: 0,
    rarity: 'common',
    featured: false,
    startsInDays: -6,
  },
];

/** Collectors who bought the sold-out series out (their copies show as owners, masked). */
export const COLLECTORS = ['13800000101', '13800000102', '13800000103'];

/**
 * The demo NFT series, once: a database that holds any series gets none. The pictures are drawn here
 * and stored as uploads of `uploaderId`; the sold-out series is bought out through the real sale by
 * collectors funded from `adjustments`, so the ledger holds every USDT it took.
 */
export async function seedDemoNft(deps: {
  db: Db;
  nft: NftService;
  uploads: UploadService;
  auth: AuthService;
  ledger: Ledger;
  uploaderId: number;
  payPassword: string;
  payPasswordHash: string;
  credit: (userId: number, usdt: bigint, key: string) => Promise<void>;
}) {
  const existing = await deps.nft.admin.listSeries({ page: 1, limit: 1, sort: 'sort' });
  if (existing.total > 0) return;
  const now = Date.now();
  for (const [index, s] of DEMO_SERIES.entries()) {
    const { url } = await deps.uploads.store(deps.uploaderId, `demo-${index + 1}.png`, artworkPng(s.art), [
      'image/png',
    ]);
    const series = await deps.nft.admin.createSeries(
      {
        name: s.name,
        description: s.description,
        image: url,
        price: s.price,
        supply: s.supply,
        perUserLimit: s.perUserLimit,
        saleStart: new Date(now + s.startsInDays * DAY).toISOString(),
        saleEnd: null,
        rarity: s.rarity,
        creator: 'MCC Studio',
        chain: 'BNB Smart Chain',
        // A made-up address of the right shape, the same for a series in every demo database.
        contractAddress: `0x${createHash('sha256').update(s.name.en).digest('hex').slice(0, 40)}`,
        tokenStandard: 'ERC-721',
        featured: s.featured,
        published: true,
        sort: index,
      },
      system,
    );
    if (s.soldOut) await buyOut(deps, series.id, s.supply, Number(s.price));
  }
}

/** The collectors buy every copy of a series, ten at a time. */
async function buyOut(
  deps: Parameters<typeof seedDemoNft>[0],
  seriesId: number,
  supply: number,
  price: number,
) {
  const buyers = [];
  for (const mobile of COLLECTORS) {
    const user = await deps.auth.createUser({
      mobile,
      nickname: 'Collector',
      payPasswordHash: deps.payPasswordHash,
    });
    await deps.credit(user.id, BigInt(Math.ceil(price * supply)) * 1_000_000n, `demo:collector:${user.id}`);
    buyers.push(user.id);
  }
  for (let left = supply, turn = 0; left > 0; turn++) {
    const buyer = buyers[turn % buyers.length] ?? 0;
    const order = await deps.nft.add(buyer, { seriesId, quantity: Math.min(10, left) });
    await deps.nft.pay(buyer, { id: order.id, payPassword: deps.payPassword });
    left -= order.quantity;
  }
  await listForResale(deps, buyers, price);
}

/**
 * Each collector puts one copy back on sale, above what they paid and at prices of their own, each
 * with the ways they take payment: the resale market of the sold-out series is not empty on a first visit.
 */
async function listForResale(deps: Parameters<typeof seedDemoNft>[0], collectors: number[], paid: number) {
  for (const [index, userId] of collectors.entries()) {
    const [copy] = (await deps.nft.copies(userId, 1, 1, DEFAULT_LANGUAGE)).list;
    if (!copy) continue;
    await deps.nft.list(
      userId,
      {
        copyId: copy.id,
        price: String(paid + 6 * (index + 1)),
        payMethods: RESALE_PAY_METHODS.slice(index),
      },
      DEFAULT_LANGUAGE,
    );
  }
}

/** The collectors' made-up payment details. */
const RESALE_PAY_METHODS: PayMethod[] = [
  { kind: 'alipay', name: 'Collector', account: 'collector@example.com', bank: '' },
  { kind: 'wechat', name: 'Collector', account: 'mcc_collector', bank: '' },
  { kind: 'bank', name: 'Collector', account: '6222 0000 1234 5678', bank: 'ICBC' },
];
