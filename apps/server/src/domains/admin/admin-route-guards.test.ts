import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type Api, bearer, openTestApp, type TestApp } from '../../test/harness.ts';
import { documentedAdminRoutes } from '../../test/operators.ts';
import { signUp } from '../../test/users.ts';
import { OPERATOR_ROLES, type OperatorRole } from './admin.tables.ts';
import { type AdminPermission, can } from './permissions.ts';

/**
 * Every documented admin route and what it needs: a permission (all of several: an export needs
 * `data.export` and its list's own), or only a signed-in operator. A route served under /admin-api but
 * missing here fails the first test, so each new route gets a decision.
 */
const NEEDS: Record<string, AdminPermission | readonly AdminPermission[] | 'signed-in'> = {
  'POST /admin-api/auth/logout': 'signed-in',
  'GET /admin-api/auth/me': 'signed-in',
  'POST /admin-api/auth/password': 'signed-in',
  'POST /admin-api/auth/totp/enrol': 'signed-in',
  'POST /admin-api/auth/totp/confirm': 'signed-in',
  'GET /admin-api/audit': 'audit.read',
  'GET /admin-api/operators': 'operators.manage',
  'POST /admin-api/operators': 'operators.manage',
  'POST /admin-api/operators/status': 'operators.manage',
  'GET /admin-api/recharges': 'finance.review',
  'POST /admin-api/recharges/{id}/approve': 'finance.review',
  'POST /admin-api/recharges/{id}/reject': 'finance.review',
  'GET /admin-api/withdrawals': 'finance.review',
  'POST /admin-api/withdrawals/{id}/pay': 'finance.review',
  'POST /admin-api/withdrawals/{id}/reject': 'finance.review',
  'POST /admin-api/recharges/bulk-approve': 'finance.review',
  'POST /admin-api/recharges/bulk-reject': 'finance.review',
  'POST /admin-api/withdrawals/bulk-reject': 'finance.review',
  'GET /admin-api/proposals': 'finance.review',
  'GET /admin-api/proposals/waiting': 'finance.review',
  'POST /admin-api/proposals/{id}/approve': 'finance.review',
  'POST /admin-api/proposals/{id}/refuse': 'finance.review',
  'POST /admin-api/proposals/{id}/cancel': 'finance.review',
  'GET /admin-api/chain/scanners': 'finance.review',
  'GET /admin-api/chain/alerts': 'finance.review',
  'GET /admin-api/chain/alerts/open': 'finance.review',
  'POST /admin-api/chain/alerts/{id}/resolve': 'finance.review',
  'GET /admin-api/chain/reconciliations': 'finance.review',
  'POST /admin-api/chain/reconciliations': 'finance.review',
  'GET /admin-api/chain/differences': 'finance.review',
  'GET /admin-api/chain/addresses': 'finance.review',
  'GET /admin-api/dashboard': 'signed-in',
  'GET /admin-api/dashboard/trends': 'signed-in',
  'GET /admin-api/users': 'users.read',
  'GET /admin-api/users/{id}': 'users.read',
  'GET /admin-api/users/{id}/statement': 'users.read',
  'POST /admin-api/users/{id}/status': 'users.write',
  'POST /admin-api/users/{id}/reset-pay-password': 'users.write',
  'POST /admin-api/users/{id}/reset-2fa': 'users.write',
  'POST /admin-api/users/{id}/lift-lock': 'users.write',
  'POST /admin-api/users/{id}/adjust': 'finance.adjust',
  'GET /admin-api/ledger/transfers': 'ledger.read',
  'GET /admin-api/ledger/accounts': 'ledger.read',
  'POST /admin-api/ledger/verify': 'ledger.read',
  'GET /admin-api/ledger/chain': 'ledger.read',
  'GET /admin-api/ledger/digests': 'ledger.read',
  'POST /admin-api/ledger/digests': 'ledger.read',
  'GET /admin-api/ledger/verifications': 'ledger.read',
  'POST /admin-api/ledger/verifications': 'ledger.read',
  'POST /admin-api/ledger/accounts/{id}/freeze': 'finance.adjust',
  'GET /admin-api/settings': 'signed-in',
  'GET /admin-api/chain/status': 'signed-in',
  'POST /admin-api/settings': 'settings.write',
  'GET /admin-api/notices': 'content.write',
  'GET /admin-api/notices/{id}': 'content.write',
  'POST /admin-api/notices': 'content.write',
  'POST /admin-api/notices/{id}': 'content.write',
  'POST /admin-api/notices/{id}/delete': 'content.write',
  'POST /admin-api/notices/bulk-visibility': 'content.write',
  'GET /admin-api/banners': 'content.write',
  'POST /admin-api/banners': 'content.write',
  'POST /admin-api/banners/{id}': 'content.write',
  'POST /admin-api/banners/{id}/delete': 'content.write',
  'GET /admin-api/pledge/products': 'signed-in',
  'POST /admin-api/pledge/products': 'content.write',
  'POST /admin-api/pledge/products/{id}': 'content.write',
  'GET /admin-api/pledge/orders': 'users.read',
  'POST /admin-api/pledge/accrual': 'finance.review',
  'GET /admin-api/jobs/failures': 'finance.review',
  'POST /admin-api/jobs/failures/retry': 'finance.review',
  'GET /admin-api/market/prices': 'signed-in',
  'POST /admin-api/market/price': 'content.write',
  'GET /admin-api/market/plans': 'signed-in',
  'POST /admin-api/market/plans': 'content.write',
  'POST /admin-api/market/plans/preview': 'content.write',
  'POST /admin-api/market/plans/{id}/cancel': 'content.write',
  'GET /admin-api/nft/series': 'signed-in',
  'POST /admin-api/nft/series': 'content.write',
  'POST /admin-api/nft/series/{id}': 'content.write',
  'GET /admin-api/nft/orders': 'users.read',
  'GET /admin-api/nft/appeals': 'users.read',
  'GET /admin-api/nft/appeals/{id}': 'users.read',
  'POST /admin-api/nft/appeals/{id}/decide': 'finance.review',
  'GET /admin-api/nft/boxes': 'signed-in',
  'POST /admin-api/nft/boxes': 'content.write',
  'POST /admin-api/nft/boxes/{id}': 'content.write',
  'POST /admin-api/nft/boxes/{id}/close': 'content.write',
  'GET /admin-api/nft/recipes': 'signed-in',
  'POST /admin-api/nft/recipes': 'content.write',
  'POST /admin-api/nft/recipes/{id}': 'content.write',
  'GET /admin-api/nft/auctions': 'users.read',
  'POST /admin-api/nft/auctions': 'content.write',
  'POST /admin-api/nft/auctions/{id}/cancel': 'content.write',
  'POST /admin-api/upload': 'content.write',
  'GET /admin-api/audit/export': ['data.export', 'audit.read'],
  'GET /admin-api/operators/export': ['data.export', 'operators.manage'],
  'GET /admin-api/recharges/export': ['data.export', 'finance.review'],
  'GET /admin-api/withdrawals/export': ['data.export', 'finance.review'],
  'GET /admin-api/users/export': ['data.export', 'users.read'],
  'GET /admin-api/ledger/transfers/export': ['data.export', 'ledger.read'],
  'GET /admin-api/ledger/accounts/export': ['data.export', 'ledger.read'],
  'GET /admin-api/pledge/orders/export': ['data.export', 'users.read'],
  'GET /admin-api/jobs/failures/export': ['data.export', 'finance.review'],
  'GET /admin-api/market/plans/export': 'data.export',
  'GET /admin-api/nft/series/export': 'data.export',
  'GET /admin-api/nft/orders/export': ['data.export', 'users.read'],
  'GET /admin-api/nft/appeals/export': ['data.export', 'users.read'],
  'GET /admin-api/nft/boxes/export': 'data.export',
  'GET /admin-api/nft/recipes/export': 'data.export',
  'GET /admin-api/nft/auctions/export': ['data.export', 'users.read'],
  'GET /admin-api/notices/export': ['data.export', 'content.write'],
};

/** The first permission of a route's `needs` that `role` lacks: the one its 403 names. */
function lacking(role: OperatorRole, needs: (typeof NEEDS)[string]): AdminPermission | undefined {
  if (needs === 'signed-in') return undefined;
  return (typeof needs === 'string' ? [needs] : needs).find((permission) => !can(role, permission));
}

/** The one admin route anyone may call. */
const PUBLIC = 'POST /admin-api/auth/login';

let app: TestApp;
let api: Api;
let documented: string[];
let userToken: string;
let tokens: Record<OperatorRole, string>;

beforeAll(async () => {
  ({ app, api, tokens } = await openTestApp(...OPERATOR_ROLES));
  documented = await documentedAdminRoutes(app);
  userToken = (await signUp(app)).token;
});
afterAll(() => app.dispose());

const call = (route: string, headers: Record<string, string> = {}) => {
  const [method, path] = route.split(' ') as ['GET' | 'POST', string];
  const url = path.replaceAll('{id}', '1');
  return api.call(method, url, { body: method === 'POST' ? {} : undefined, headers });
};

function expectRefused(res: Answer, status: number, error: string, what: string) {
  expect(res.status, what).toBe(status);
  expect(res.body, what).toMatchObject({ code: 0, data: { error } });
}

describe('admin route guards', () => {
  it('every documented admin route has a decision in the table, and every table entry is served', () => {
    expect(documented).toContain(PUBLIC);
    const guarded = documented.filter((r) => r !== PUBLIC);
    const undecided = guarded.filter((r) => !(r in NEEDS));
    expect(undecided, 'documented admin routes missing from NEEDS').toEqual([]);
    const stale = Object.keys(NEEDS).filter((r) => !guarded.includes(r));
    expect(stale, 'NEEDS entries no longer served').toEqual([]);
  });

  it('every admin route refuses no token, an unknown token and a user token with 401', async () => {
    for (const route of Object.keys(NEEDS)) {
      expectRefused(await call(route), 401, 'UNAUTHORIZED', `${route} without a token`);
      expectRefused(
        await call(route, bearer(randomBytes(32).toString('base64url'))),
        401,
        'UNAUTHORIZED',
        `${route} with an unknown token`,
      );
      expectRefused(
        await call(route, { token: userToken }),
        401,
        'UNAUTHORIZED',
        `${route} with a user token`,
      );
      expectRefused(
        await call(route, bearer(userToken)),
        401,
        'UNAUTHORIZED',
        `${route} with a user token as bearer`,
      );
      if (route.startsWith('POST')) {
        // The session is checked before the body is parsed: a bad body does not hide the 401.
        const url = (route.split(' ')[1] as string).replaceAll('{id}', '1');
        for (const [body, type] of [
          ['{bad', 'application/json'],
          ['', 'application/json'],
          ['a=1', 'text/plain'],
        ]) {
          const res = await api.post(url, body, { headers: { 'content-type': type as string } });
          expectRefused(res, 401, 'UNAUTHORIZED', `${route} with body ${JSON.stringify(body)} (${type})`);
        }
      }
    }
  });

  it("every admin route refuses, with 403, a role without the route's permission", async () => {
    let refused = 0;
    for (const [route, needs] of Object.entries(NEEDS)) {
      for (const role of OPERATOR_ROLES) {
        const missing = lacking(role, needs);
        if (!missing) continue;
        const res = await call(route, bearer(tokens[role]));
        expectRefused(res, 403, 'FORBIDDEN', `${route} as ${role}`);
        expect(res.body.data.permission, `${route} as ${role}`).toBe(missing);
        refused++;
      }
    }
    // Every route whose permission some role lacks was tried (users.read is held by every role).
    const testable = Object.values(NEEDS).filter((n) => OPERATOR_ROLES.some((r) => lacking(r, n)));
    expect(refused).toBeGreaterThanOrEqual(testable.length);
  });

  it('lets every role holding the permission through (read routes)', async () => {
    for (const [route, needs] of Object.entries(NEEDS)) {
      if (!route.startsWith('GET ')) continue;
      for (const role of OPERATOR_ROLES.filter((r) => !lacking(r, needs))) {
        // An export answers a CSV file, not the envelope: only its status is read.
        const url = (route.split(' ')[1] as string).replaceAll('{id}', '1');
        const res = await app.inject({ method: 'GET', url, headers: bearer(tokens[role]) });
        expect([401, 403], `${route} as ${role}`).not.toContain(res.statusCode);
      }
    }
  });
});
