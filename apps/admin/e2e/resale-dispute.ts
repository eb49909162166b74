/**
 * A resale in dispute, made through the user API as users make one (the server is another process:
 * only its API can): shared by the console's NFT test (nft.test.ts) and its page walk
 * (console-walk.ts, the screenshots' appeal).
 */
import type { Envelope } from '@mcc/contract';
import { callApi, DEMO, registerUser, type TestServer } from '../../../tests/browser/harness.ts';
import { artworkPng } from '../../server/src/db/demo-artwork.ts';

/** Where the demo seller takes payment, as a listing shows it. */
export const PAY_METHODS = [
  { kind: 'alipay', name: '张三', account: 'seller@example.com', bank: '' },
  { kind: 'bank', name: '张三', account: '6222020200112233445', bank: '工商银行' },
];
/** The dispute's words and pictures: the buyer's proof and each side's evidence, each its own picture. */
export const SELLER_SAYS = '没有收到这笔付款，银行流水里查不到。';
export const BUYER_SAYS = '我已通过支付宝付款 100 USDT 等值金额，附上转账回单。';
type Art = Parameters<typeof artworkPng>[0];
const PROOF_ART: Art = {
  motif: 'grid',
  palette: [
    [232, 240, 255],
    [176, 198, 240],
    [40, 80, 160],
  ],
};
const SELLER_ART: Art = {
  motif: 'waves',
  palette: [
    [248, 238, 255],
    [214, 196, 238],
    [118, 60, 160],
  ],
};
const BUYER_ART: Art = {
  motif: 'dots',
  palette: [
    [234, 250, 240],
    [188, 228, 200],
    [30, 120, 70],
  ],
};

/** A user's call that must succeed; answers its data. */
export async function userCall<T>(
  server: TestServer,
  token: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await callApi<T>(server, path, { token, body });
  if (res.code !== 1) throw new Error(`${path}: ${res.msg}`);
  return res.data;
}

/** A picture the user uploads, as the app sends one; answers its address. */
async function uploadPicture(server: TestServer, token: string, art: Art): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(artworkPng(art))], { type: 'image/png' }), 'evidence.png');
  const res = await fetch(`${server.url}/api/common/upload`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const body = (await res.json()) as Envelope<{ url: string }>;
  if (body.code !== 1) throw new Error(`upload: ${body.msg}`);
  return body.data.url;
}

/**
 * The demo user buys a copy in a primary sale and lists it at 100 USDT; a new user (`buyerMobile`)
 * orders it and marks it paid with a proof; the seller appeals at once (nothing arrived) with a
 * picture, and the buyer answers with one. Answers the order's and the appeal's ids and the buyer's
 * token.
 */
export async function disputedResale(server: TestServer, buyerMobile = '13900000016') {
  const login = await callApi<{ userinfo: { token: string } }>(server, '/api/user/login', {
    body: { account: DEMO.mobile, password: DEMO.password },
  });
  const seller = login.data.userinfo.token;
  const as = <T>(token: string, path: string, body?: unknown) => userCall<T>(server, token, path, body);
  const onSale = await as<{ list: { id: number; status: string; remaining: number }[] }>(
    seller,
    '/api/nft/series?limit=50',
  );
  const series = onSale.list.find((s) => s.status === 'on_sale' && s.remaining > 0);
  if (!series) throw new Error('no demo series on sale');
  const bought = await as<{ id: number }>(seller, '/api/order/add', { seriesId: series.id, quantity: 1 });
  await as(seller, '/api/order/pay', { id: bought.id, payPassword: DEMO.payPassword });
  const held = await as<{ list: { id: number; seriesId: number; listing: unknown }[] }>(
    seller,
    '/api/coupon/index?limit=50',
  );
  const copy = held.list.find((c) => c.seriesId === series.id && c.listing === null);
  if (!copy) throw new Error('the bought copy is not among the demo user’s');
  const listing = await as<{ id: number }>(seller, '/api/nft/list', {
    copyId: copy.id,
    price: '100',
    payMethods: PAY_METHODS,
  });

  const buyer = (await registerUser(server, { mobile: buyerMobile, password: 'buyer12345' })).token;
  const order = await as<{ id: number }>(buyer, '/api/order/add', { listingId: listing.id });
  await as(buyer, '/api/order/pay', { id: order.id, proof: await uploadPicture(server, buyer, PROOF_ART) });
  const appeal = await as<{ id: number }>(seller, '/api/coupon/feedback', {
    orderId: order.id,
    reason: 'not_received',
    text: SELLER_SAYS,
    images: [await uploadPicture(server, seller, SELLER_ART)],
  });
  await as(buyer, '/api/coupon/feedback', {
    orderId: order.id,
    text: BUYER_SAYS,
    images: [await uploadPicture(server, buyer, BUYER_ART)],
  });
  return { orderId: order.id, appealId: appeal.id, buyer };
}
