import { type Asset, type Language, type MarketSymbol, parsePrice } from '@mcc/contract';
import { eq } from 'drizzle-orm';
import type { AuthService } from '../domains/auth/auth.service.ts';
import { users } from '../domains/auth/auth.tables.ts';
import { type Ledger, unwrap } from '../domains/ledger/ledger.service.ts';
import { marketPrices } from '../domains/market/market.tables.ts';
import type { NftAuctions } from '../domains/nft/auctions/auctions.service.ts';
import type { NftBoxService } from '../domains/nft/boxes/boxes.service.ts';
import type { NftService } from '../domains/nft/nft.service.ts';
import { notices } from '../domains/notice/notice.tables.ts';
import { pledgeProducts } from '../domains/pledge/pledge.tables.ts';
import type { UploadService } from '../domains/upload/upload.service.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { Db } from './client.ts';
import { seedDemoNft } from './seed-nft.ts';
import { seedDemoAuctions } from './seed-nft-auctions.ts';
import { seedDemoBoxes } from './seed-nft-boxes.ts';

type Texts = Record<Language, string>;

export const DEMO = {
  rootInviteCode: 'MCC888',
  mobile: '13800000001',
  password: 'demo12345',
  payPassword: '123456',
  /** Opening balances of the demo user, credited through the ledger from `adjustments`. */
  balances: { USDT: 10_000_000_000n, MCC: 1_000_000_000n, SSK: 1_000_000_000n } as Record<Asset, bigint>,
} as const;

/** What seeding needs of the app: the database and the services that write what it seeds. */
export interface DemoDeps {
  db: Db;
  auth: AuthService;
  ledger: Ledger;
  nft: NftService;
  boxes: NftBoxService;
  auctions: NftAuctions;
  uploads: UploadService;
}

export interface DemoOptions {
  /**
   * The NFT series (default on). Drawing their pictures and buying one out costs about a second, so
   * the server tests' fresh apps leave them out; the tests of the NFT demo ask for them.
   */
  nft?: boolean;
  /** Where the demo's times (prices, auctions) count from: the real time unless a test moved its clock. */
  now?: Date;
}

/**
 * Demo data for a first look: a root inviter and a demo user invited by it.
 * Idempotent: the root's fixed invite code marks a seeded database.
 */
export async function seedDemo(deps: DemoDeps, options: DemoOptions = {}): Promise<'created' | 'present'> {
  const [root] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.inviteCode, DEMO.rootInviteCode));
  if (root) {
    await seedDemoContent(deps, root.id, options);
    return 'present';
  }
  const rootUser = await deps.auth.createUser({ inviteCode: DEMO.rootInviteCode, nickname: 'MCC' });
  const demo = await deps.auth.createUser({
    mobile: DEMO.mobile,
    inviterId: rootUser.id,
    nickname: 'Demo',
    passwordHash: await hashPassword(DEMO.password),
    payPasswordHash: await hashPassword(DEMO.payPassword),
  });
  await deps.db.transaction(async (tx) => {
    for (const [asset, amount] of Object.entries(DEMO.balances) as [Asset, bigint][]) {
      unwrap(
        await deps.ledger.transfer(tx, {
          key: `demo:opening:${demo.id}:${asset}`,
          debit: await deps.ledger.systemAccount(tx, 'adjustments', asset),
          credit: await deps.ledger.userAccount(tx, demo.id, asset),
          asset,
          amount,
          code: 'adjustment',
          memo: 'demo opening balance',
        }),
      );
    }
  });
  await seedDemoContent(deps, rootUser.id, options);
  return 'created';
}

/** Content areas seed themselves once each, so an area added later still arrives in an older demo database. */
async function seedDemoContent(deps: DemoDeps, rootId: number, options: DemoOptions) {
  const { db, ledger } = deps;
  const now = options.now ?? new Date();
  await seedDemoNotices(db);
  await seedDemoProducts(db);
  await seedDemoPrices(db, now);
  if (options.nft === false) return;
  /** Demo USDT for a seeded user, from `adjustments`, so the ledger holds every USDT the demo spends. */
  const credit = (userId: number, usdt: bigint, key: string) =>
    db.transaction(async (tx) => {
      unwrap(
        await ledger.transfer(tx, {
          key,
          debit: await ledger.systemAccount(tx, 'adjustments', 'USDT'),
          credit: await ledger.userAccount(tx, userId, 'USDT'),
          asset: 'USDT',
          amount: usdt,
          code: 'adjustment',
          memo: 'demo collector funds',
        }),
      );
    });
  await seedDemoNft({
    ...deps,
    uploaderId: rootId,
    payPassword: DEMO.payPassword,
    payPasswordHash: await hashPassword(DEMO.payPassword),
    credit,
  });
  await seedDemoBoxes(deps);
  await seedDemoAuctions({ ...deps, payPassword: DEMO.payPassword, credit }, now);
}

const HOUR = 3_600_000;

/** Announcements in all four languages, the newest one important. */
const DEMO_NOTICES: { hoursAgo: number; important: boolean; title: Texts; content: Texts }[] = [
  {
    hoursAgo: 72,
    important: false,
    title: {
      'zh-Hans': '安全提示：请勿泄露支付密码',
      en: 'Security tip: never share your payment password',
      ja: 'セキュリティのお知らせ：支払いパスワードを教えないでください',
      'zh-Hant': '安全提示：請勿洩露支付密碼',
    },
    content: {
      'zh-Hans':
        '<p>工作人员<strong>不会</strong>向您索要密码、支付密码或验证码。</p><ul><li>请勿向任何人透露验证码</li><li>定期修改登录密码</li></ul>',
      en: '<p>Our staff will <strong>never</strong> ask for your password, payment password or codes.</p><ul><li>Do not tell anyone a verification code</li><li>Change your password from time to time</li></ul>',
      ja: '<p>スタッフがパスワード、支払いパスワード、認証コードを尋ねることは<strong>ありません</strong>。</p><ul><li>認証コードは誰にも教えないでください</li><li>パスワードは定期的に変更してください</li></ul>',
      'zh-Hant':
        '<p>工作人員<strong>不會</strong>向您索取密碼、支付密碼或驗證碼。</p><ul><li>請勿向任何人透露驗證碼</li><li>定期修改登入密碼</li></ul>',
    },
  },
  {
    hoursAgo: 48,
    important: false,
    title: {
      'zh-Hans': 'USDT 充值与提币说明',
      en: 'How USDT deposits and withdrawals work',
      ja: 'USDT の入金と出金について',
      'zh-Hant': 'USDT 儲值與提幣說明',
    },
    content: {
      'zh-Hans':
        '<h3>充值</h3><p>向页面显示的地址转账后，提交交易哈希和截图，审核通过即到账。</p><h3>提币</h3><p>提币需支付密码，审核后发放；手续费在提交前显示。</p>',
      en: '<h3>Deposit</h3><p>Send to the address shown, then submit the transaction hash and a screenshot; the amount arrives once approved.</p><h3>Withdraw</h3><p>Withdrawals need your payment password and are paid after review; the fee is shown before you submit.</p>',
      ja: '<h3>入金</h3><p>表示されたアドレスに送金し、トランザクションハッシュとスクリーンショットを提出してください。承認後に反映されます。</p><h3>出金</h3><p>出金には支払いパスワードが必要で、審査後に支払われます。手数料は提出前に表示されます。</p>',
      'zh-Hant':
        '<h3>儲值</h3><p>向頁面顯示的地址轉帳後，送出交易雜湊和截圖，審核通過即到帳。</p><h3>提幣</h3><p>提幣需支付密碼，審核後發放；手續費在送出前顯示。</p>',
    },
  },
  {
    hoursAgo: 24,
    important: true,
    title: {
      'zh-Hans': '欢迎来到 MCC',
      en: 'Welcome to MCC',
      ja: 'MCC へようこそ',
      'zh-Hant': '歡迎來到 MCC',
    },
    content: {
      'zh-Hans':
        '<p>MCC 已上线：AI量化、NFT、USDT 钱包与团队推广。</p><p>如有疑问，请在<strong>订单申诉</strong>中联系我们。</p>',
      en: '<p>MCC is live: AI quant, NFT, the USDT wallet and team promotion.</p><p>Questions? Reach us through <strong>order appeal</strong>.</p>',
      ja: '<p>MCC が公開されました：AI クオンツ、NFT、USDT ウォレット、チーム紹介。</p><p>ご質問は<strong>注文の申し立て</strong>からお問い合わせください。</p>',
      'zh-Hant':
        '<p>MCC 已上線：AI量化、NFT、USDT 錢包與團隊推廣。</p><p>如有疑問，請在<strong>訂單申訴</strong>中聯絡我們。</p>',
    },
  },
];

/**
 * The demo announcements, once: a database that holds any notice (deleted ones included) gets none.
 * Published before the demo user's sign-up, so the important one is marked in the list but does not
 * pop up (the popup only offers notices published since the user joined).
 */
async function seedDemoNotices(db: Db) {
  const [any] = await db.select({ id: notices.id }).from(notices).limit(1);
  if (any) return;
  const now = Date.now();
  await db.insert(notices).values(
    DEMO_NOTICES.map((n) => ({
      title: n.title,
      content: n.content,
      important: n.important,
      publishAt: new Date(now - n.hoursAgo * HOUR),
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })),
  );
}

/** Two open AI quant products (amounts in micro-units). */
const DEMO_PRODUCTS: (Omit<typeof pledgeProducts.$inferInsert, 'createdAt' | 'updatedAt'> & {
  name: Texts;
})[] = [
  {
    name: { 'zh-Hans': 'AI量化 7天', en: 'AI Quant 7 days', ja: 'AIクオンツ 7日間', 'zh-Hant': 'AI量化 7天' },
    termDays: 7,
    dailyRateBp: 80,
    minAmount: 100_000_000n,
    maxAmount: 50_000_000_000n,
    quota: 1_000_000_000_000n,
    sort: 1,
  },
  {
    name: {
      'zh-Hans': 'AI量化 30天',
      en: 'AI Quant 30 days',
      ja: 'AIクオンツ 30日間',
      'zh-Hant': 'AI量化 30天',
    },
    termDays: 30,
    dailyRateBp: 120,
    minAmount: 500_000_000n,
    maxAmount: 100_000_000_000n,
    quota: 2_000_000_000_000n,
    sort: 2,
  },
];

/** The demo products, once: a database that holds any product gets none. */
async function seedDemoProducts(db: Db) {
  const [any] = await db.select({ id: pledgeProducts.id }).from(pledgeProducts).limit(1);
  if (any) return;
  const now = new Date();
  await db
    .insert(pledgeProducts)
    .values(DEMO_PRODUCTS.map((p) => ({ ...p, open: true, createdAt: now, updatedAt: now })));
}

/** 90 days of hourly prices per token, ending now at the spec's demo prices, so the chart is alive. */
const DEMO_PRICES: Record<MarketSymbol, { start: string; end: string; swing: number }> = {
  MCC: { start: '0.8', end: '1.25', swing: 0.02 },
  SSK: { start: '0.0095', end: '0.0125', swing: 0.03 },
};
const DEMO_PRICE_DAYS = 90;

/** A small deterministic generator (mulberry32), so every demo database draws the same chart. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Per token without any price yet: a trend from `start` to `end` with a random walk of `swing` around
 * it, one point an hour, the last one now. Prices are whole 10^-10 units.
 */
export async function seedDemoPrices(db: Db, now: Date) {
  for (const [index, [symbol, p]] of (
    Object.entries(DEMO_PRICES) as [MarketSymbol, (typeof DEMO_PRICES)[MarketSymbol]][]
  ).entries()) {
    const [any] = await db
      .select({ id: marketPrices.id })
      .from(marketPrices)
      .where(eq(marketPrices.symbol, symbol))
      .limit(1);
    if (any) continue;
    const next = random(index + 14);
    const hours = DEMO_PRICE_DAYS * 24;
    const start = Number(parsePrice(p.start));
    const end = Number(parsePrice(p.end));
    let walk = 0;
    const rows = Array.from({ length: hours + 1 }, (_, i) => {
      // The walk is pulled back toward the trend, and to nothing at the last hour.
      walk = i === hours ? 0 : walk * 0.97 + (next() - 0.5) * p.swing;
      const trend = start + ((end - start) * i) / hours;
      return {
        symbol,
        price: BigInt(Math.max(1, Math.round(trend * (1 + walk)))),
        appliedAt: new Date(now.getTime() - (hours - i) * HOUR),
        source: 'operator' as const,
      };
    });
    await db.insert(marketPrices).values(rows);
  }
}
