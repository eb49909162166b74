import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainDepositsWalk } from '../../test/chain-deposits-walk.ts';
import { fourEyesWalk } from '../../test/four-eyes-walk.ts';
import { type Answer, type Api, bearer, openTestApp, type TestApp } from '../../test/harness.ts';
import { ledgerProofsWalk } from '../../test/ledger-proofs-walk.ts';
import { appealedOrder, boxBody, recipeBody, SYSTEM_ACTOR, seriesBody } from '../../test/nft.ts';
import { documentedAdminRoutes } from '../../test/operators.ts';
import { securityWalk } from '../../test/security.ts';
import { PAY_PASSWORD, signUp, uploadProof } from '../../test/users.ts';
import { randomTxHash, TRON_ADDRESS } from '../../test/wallet.ts';
import { OPERATOR_ROLES, type OperatorRole } from './admin.tables.ts';

/** Admin POSTs that write no audit row, and why. Every other admin POST is walked below. */
const NOT_AUDITED: Record<string, string> = {
  'POST /admin-api/auth/logout': "ends the caller's own session; no data an operator answers for changes",
  'POST /admin-api/auth/totp/enrol':
    'stores a secret that is not used until confirmed; the confirmation is audited (operator.totp.enable)',
  'POST /admin-api/market/plans/preview': 'answers the points a plan would have; saves nothing',
  'POST /admin-api/upload':
    'stores a picture under its content hash; the series or banner that uses it is audited with its address',
};

let app: TestApp;
let api: Api;
let documented: string[];
let tokens: Record<OperatorRole, string>;

beforeAll(async () => {
  ({ app, api, tokens } = await openTestApp(...OPERATOR_ROLES));
  documented = await documentedAdminRoutes(app);
});
afterAll(() => app.dispose());

describe('every admin write is audited', () => {
  const PASSWORD = 'walk-password-1234';
  const as = (role: OperatorRole) => ({ headers: bearer(tokens[role]) });
  let seq = 0;

  function ok(res: Answer, what: string) {
    expect(res.body.msg, what).toBe('');
    expect(res.body.code, what).toBe(1);
    return res.body.data;
  }

  /** A fresh operator with a known password, signed in through the API. */
  async function signedInOperator(role: OperatorRole = 'operations') {
    const username = `walk${++seq}-${randomBytes(3).toString('hex')}`;
    const { operator } = await app.services.operators.create(
      { username, role, password: PASSWORD },
      SYSTEM_ACTOR,
    );
    const login = ok(await api.post('/admin-api/auth/login', { username, password: PASSWORD }), 'login');
    return { id: operator.id, username, token: login.token as string };
  }

  let user: Awaited<ReturnType<typeof signUp>>;
  async function newRecharge() {
    const res = await api.post(
      '/api/fund/recharge',
      { network: 'TRC20', amount: '10', txHash: randomTxHash(), proof: await uploadProof(app, user.user.id) },
      { token: user.token },
    );
    return ok(res, 'recharge').id as number;
  }
  async function newWithdrawal() {
    const res = await api.post(
      '/api/fund/withdraw',
      { network: 'TRC20', address: TRON_ADDRESS, amount: '20', payPassword: PAY_PASSWORD },
      { token: user.token },
    );
    return ok(res, 'withdraw').id as number;
  }

  /** One valid request per audited admin POST; each answers the audit row it must have written. */
  const WALK: Record<string, () => Promise<{ action: string; targetId: string | number }>> = {
    'POST /admin-api/auth/login': async () => {
      const op = await signedInOperator();
      return { action: 'operator.login', targetId: op.id };
    },
    'POST /admin-api/auth/password': async () => {
      const op = await signedInOperator();
      const res = await api.post(
        '/admin-api/auth/password',
        { oldPassword: PASSWORD, newPassword: 'another-password-5678' },
        { headers: bearer(op.token) },
      );
      ok(res, 'password');
      return { action: 'operator.password.change', targetId: op.id };
    },
    'POST /admin-api/auth/totp/confirm': async () => {
      const op = await signedInOperator();
      const headers = bearer(op.token);
      const enrol = ok(await api.post('/admin-api/auth/totp/enrol', {}, { headers }), 'enrol');
      const totp = new OTPAuth.TOTP({
        secret: OTPAuth.Secret.fromBase32(enrol.secret),
        digits: 6,
        period: 30,
      });
      const code = totp.generate({ timestamp: app.clock.now().getTime() });
      ok(await api.post('/admin-api/auth/totp/confirm', { code }, { headers }), 'confirm');
      return { action: 'operator.totp.enable', targetId: op.id };
    },
    'POST /admin-api/operators': async () => {
      const res = await api.post(
        '/admin-api/operators',
        { username: `walk-new-${randomBytes(3).toString('hex')}`, role: 'finance' },
        as('super'),
      );
      return { action: 'operator.create', targetId: ok(res, 'create operator').operator.id };
    },
    'POST /admin-api/operators/status': async () => {
      const op = await signedInOperator();
      const res = await api.post(
        '/admin-api/operators/status',
        { id: op.id, status: 'disabled' },
        as('super'),
      );
      ok(res, 'disable');
      return { action: 'operator.disable', targetId: op.id };
    },
    'POST /admin-api/recharges/{id}/approve': async () => {
      const id = await newRecharge();
      ok(await api.post(`/admin-api/recharges/${id}/approve`, {}, as('finance')), 'approve');
      return { action: 'recharge.approve', targetId: id };
    },
    'POST /admin-api/recharges/{id}/reject': async () => {
      const id = await newRecharge();
      const res = await api.post(
        `/admin-api/recharges/${id}/reject`,
        { reason: 'Not received' },
        as('finance'),
      );
      ok(res, 'reject');
      return { action: 'recharge.reject', targetId: id };
    },
    'POST /admin-api/withdrawals/{id}/pay': async () => {
      const id = await newWithdrawal();
      ok(
        await api.post(`/admin-api/withdrawals/${id}/pay`, { txHash: randomTxHash() }, as('finance')),
        'pay',
      );
      return { action: 'withdrawal.pay', targetId: id };
    },
    'POST /admin-api/withdrawals/{id}/reject': async () => {
      const id = await newWithdrawal();
      ok(await api.post(`/admin-api/withdrawals/${id}/reject`, { reason: 'Risk' }, as('finance')), 'reject');
      return { action: 'withdrawal.reject', targetId: id };
    },
    'POST /admin-api/users/{id}/status': async () => {
      const { id } = user.user;
      ok(
        await api.post(`/admin-api/users/${id}/status`, { status: 'suspended' }, as('operations')),
        'suspend',
      );
      return { action: 'user.suspend', targetId: id };
    },
    'POST /admin-api/users/{id}/reset-pay-password': async () => {
      const { id } = user.user;
      ok(await api.post(`/admin-api/users/${id}/reset-pay-password`, {}, as('operations')), 'reset');
      return { action: 'user.payPassword.reset', targetId: id };
    },
    'POST /admin-api/ledger/accounts/{id}/freeze': async () => {
      // Unfreezing an account that is not frozen: audited all the same, and the walk's user keeps moving money.
      const account = await app.services.ledger.userAccount(app.database.db, user.user.id, 'USDT');
      const body = { frozen: false };
      ok(await api.post(`/admin-api/ledger/accounts/${account}/freeze`, body, as('finance')), 'unfreeze');
      return { action: 'ledger.account.unfreeze', targetId: account };
    },
    'POST /admin-api/ledger/verify': async () => {
      ok(await api.post('/admin-api/ledger/verify', {}, as('finance')), 'verify');
      return { action: 'ledger.verify', targetId: 'verify' };
    },
    'POST /admin-api/settings': async () => {
      const current = ok(await api.get('/admin-api/settings', as('operations')), 'settings');
      ok(await api.post('/admin-api/settings', { ...current, siteName: 'Walked' }, as('operations')), 'save');
      return { action: 'settings.update', targetId: 'sysConfig' };
    },
  };

  const notice = async () => {
    const body = { title: { 'zh-Hans': '审计' }, content: { 'zh-Hans': '<p>审计</p>' } };
    return ok(await api.post('/admin-api/notices', body, as('operations')), 'notice').id as number;
  };
  const banner = async () => {
    const body = { image: `/uploads/${'e'.repeat(64)}.png` };
    return ok(await api.post('/admin-api/banners', body, as('operations')), 'banner').id as number;
  };
  Object.assign(WALK, {
    'POST /admin-api/notices': async () => ({ action: 'notice.create', targetId: await notice() }),
    'POST /admin-api/notices/{id}': async () => {
      const id = await notice();
      ok(await api.post(`/admin-api/notices/${id}`, { important: true }, as('operations')), 'update');
      return { action: 'notice.update', targetId: id };
    },
    'POST /admin-api/notices/{id}/delete': async () => {
      const id = await notice();
      ok(await api.post(`/admin-api/notices/${id}/delete`, {}, as('operations')), 'delete');
      return { action: 'notice.delete', targetId: id };
    },
    'POST /admin-api/banners': async () => ({ action: 'banner.create', targetId: await banner() }),
    'POST /admin-api/banners/{id}': async () => {
      const id = await banner();
      ok(await api.post(`/admin-api/banners/${id}`, { sort: 5 }, as('operations')), 'update');
      return { action: 'banner.update', targetId: id };
    },
    'POST /admin-api/banners/{id}/delete': async () => {
      const id = await banner();
      ok(await api.post(`/admin-api/banners/${id}/delete`, {}, as('operations')), 'delete');
      return { action: 'banner.delete', targetId: id };
    },
  } satisfies typeof WALK);

  const pledgeProduct = {
    name: { 'zh-Hans': '审计产品' },
    termDays: 7,
    dailyRateBp: 50,
    minAmount: '10',
    maxAmount: '100',
    quota: '1000',
    open: false,
  };
  const product = async () =>
    ok(await api.post('/admin-api/pledge/products', pledgeProduct, as('operations')), 'product').id as number;
  Object.assign(WALK, {
    'POST /admin-api/pledge/products': async () => ({
      action: 'pledge.product.create',
      targetId: await product(),
    }),
    'POST /admin-api/pledge/products/{id}': async () => {
      const id = await product();
      const body = { ...pledgeProduct, open: true };
      ok(await api.post(`/admin-api/pledge/products/${id}`, body, as('operations')), 'replace');
      return { action: 'pledge.product.update', targetId: id };
    },
  } satisfies typeof WALK);

  const inAnHour = () => new Date(app.clock.now().getTime() + 3_600_000).toISOString();
  const plan = async () =>
    ok(
      await api.post(
        '/admin-api/market/plans',
        { symbol: 'MCC', points: [{ at: inAnHour(), price: '1.5' }] },
        as('operations'),
      ),
      'plan',
    ).id as number;
  Object.assign(WALK, {
    'POST /admin-api/market/price': async () => {
      ok(
        await api.post('/admin-api/market/price', { symbol: 'SSK', price: '0.02' }, as('operations')),
        'price',
      );
      return { action: 'market.price.set', targetId: 'SSK' };
    },
    'POST /admin-api/market/plans': async () => ({ action: 'market.plan.create', targetId: await plan() }),
    'POST /admin-api/market/plans/{id}/cancel': async () => {
      const id = await plan();
      ok(await api.post(`/admin-api/market/plans/${id}/cancel`, {}, as('operations')), 'cancel');
      return { action: 'market.plan.cancel', targetId: id };
    },
  } satisfies typeof WALK);

  const nftSeries = () => seriesBody(app, { published: false });
  const series = async () =>
    ok(await api.post('/admin-api/nft/series', nftSeries(), as('operations')), 'series').id as number;
  Object.assign(WALK, {
    'POST /admin-api/nft/series': async () => ({ action: 'nft.series.create', targetId: await series() }),
    'POST /admin-api/nft/series/{id}': async () => {
      const id = await series();
      ok(
        await api.post(`/admin-api/nft/series/${id}`, { ...nftSeries(), price: '4' }, as('operations')),
        'replace',
      );
      return { action: 'nft.series.update', targetId: id };
    },
    'POST /admin-api/nft/appeals/{id}/decide': async () => {
      const { appealId } = await appealedOrder(app);
      ok(
        await api.post(
          `/admin-api/nft/appeals/${appealId}/decide`,
          { to: 'seller', note: 'No payment arrived' },
          as('finance'),
        ),
        'decide',
      );
      return { action: 'nft.appeal.decide', targetId: appealId };
    },
  } satisfies typeof WALK);

  const box = async () =>
    ok(
      await api.post(
        '/admin-api/nft/boxes',
        boxBody(app, [{ seriesId: await series(), weight: 1, stock: 2 }]),
        as('operations'),
      ),
      'box',
    ).id as number;
  const auction = async () => {
    const now = app.clock.now().getTime();
    const body = {
      seriesId: await series(),
      startPrice: '10',
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    };
    return ok(await api.post('/admin-api/nft/auctions', body, as('operations')), 'auction').id as number;
  };
  const recipe = async () =>
    ok(
      await api.post(
        '/admin-api/nft/recipes',
        recipeBody([{ seriesId: await series(), count: 2 }], await series()),
        as('operations'),
      ),
      'recipe',
    ).id as number;
  Object.assign(WALK, {
    'POST /admin-api/nft/boxes': async () => ({ action: 'nft.box.create', targetId: await box() }),
    'POST /admin-api/nft/boxes/{id}': async () => {
      const id = await box();
      const { pool: _pool, ...fields } = boxBody(app, []);
      ok(await api.post(`/admin-api/nft/boxes/${id}`, { ...fields, price: '3' }, as('operations')), 'update');
      return { action: 'nft.box.update', targetId: id };
    },
    'POST /admin-api/nft/boxes/{id}/close': async () => {
      const id = await box();
      ok(await api.post(`/admin-api/nft/boxes/${id}/close`, {}, as('operations')), 'close');
      return { action: 'nft.box.close', targetId: id };
    },
    'POST /admin-api/nft/auctions': async () => ({ action: 'nft.auction.create', targetId: await auction() }),
    'POST /admin-api/nft/auctions/{id}/cancel': async () => {
      const id = await auction();
      ok(await api.post(`/admin-api/nft/auctions/${id}/cancel`, {}, as('operations')), 'cancel');
      return { action: 'nft.auction.cancel', targetId: id };
    },
    'POST /admin-api/nft/recipes': async () => ({ action: 'nft.recipe.create', targetId: await recipe() }),
    'POST /admin-api/nft/recipes/{id}': async () => {
      const id = await recipe();
      const body = recipeBody([{ seriesId: await series(), count: 1 }], await series(), { fee: '1' });
      ok(await api.post(`/admin-api/nft/recipes/${id}`, body, as('operations')), 'update');
      return { action: 'nft.recipe.update', targetId: id };
    },
  } satisfies typeof WALK);

  Object.assign(
    WALK,
    securityWalk(() => ({ app, ...as('operations') })),
    fourEyesWalk(() => ({ api, as, userId: user.user.id, newRecharge, newWithdrawal, newNotice: notice })),
    chainDepositsWalk(() => ({ app, api, as, newRecharge })),
    ledgerProofsWalk(() => ({ api, as })),
  );
  WALK['POST /admin-api/pledge/accrual'] = async () => {
    const data = ok(await api.post('/admin-api/pledge/accrual', {}, as('finance')), 'accrual');
    return { action: 'daily.run', targetId: data.day };
  };

  WALK['POST /admin-api/jobs/failures/retry'] = async () => {
    const itemId = 424_242;
    const pass = await app.services.jobFailures.begin('order-expiry');
    await pass.each([{ id: itemId }], async () => {
      throw new Error('walk');
    });
    const body = { job: 'order-expiry', itemId };
    ok(await api.post('/admin-api/jobs/failures/retry', body, as('finance')), 'retry');
    return { action: 'job.failure.retry', targetId: `order-expiry:${itemId}` };
  };

  it('walks exactly the admin POSTs that are not listed as unaudited (with a reason)', () => {
    const posts = documented.filter((r) => r.startsWith('POST '));
    for (const route of Object.keys(NOT_AUDITED)) expect(posts, route).toContain(route);
    const unwalked = posts.filter((r) => !(r in NOT_AUDITED) && !(r in WALK));
    expect(unwalked, 'admin POSTs without a walk step (or a reason in NOT_AUDITED)').toEqual([]);
    expect(Object.keys(WALK).filter((r) => !posts.includes(r))).toEqual([]);
  });

  it('each walked write leaves its audit row (action and target), readable through /admin-api/audit', async () => {
    user = await signUp(app, { usdt: '100' });
    // The user's own requests come before the steps that reset their payment password and freeze them.
    const rank = (route: string) => (route.includes('/users/') ? (route.endsWith('/status') ? 2 : 1) : 0);
    const order = Object.keys(WALK).sort((a, b) => rank(a) - rank(b));
    for (const route of order) {
      const step = WALK[route];
      if (!step) throw new Error(`no step for ${route}`);
      const newest = ok(await api.get('/admin-api/audit?limit=1', as('super')), 'audit').list[0]?.id ?? 0;
      const result = await step();
      const query = `action=${encodeURIComponent(result.action)}&targetId=${result.targetId}`;
      const found = ok(await api.get(`/admin-api/audit?${query}`, as('super')), `audit of ${route}`).list;
      const what = `${route} → ${result.action} ${result.targetId}`;
      expect(found[0], what).toMatchObject({ action: result.action, targetId: String(result.targetId) });
      expect(found[0].id, `${what} is new`).toBeGreaterThan(newest);
      expect(found[0].operatorId, what).not.toBeNull();
    }
  });
});
