import { expect } from 'vitest';
import type { OperatorRole } from '../domains/admin/admin.tables.ts';
import { type Answer, type Api, bearer, type TestApp } from './harness.ts';

/** Request options of a console call made by the operator holding `token` (plus any other headers). */
export const asOperator = (token: string, headers: Record<string, string> = {}) => ({
  headers: { ...bearer(token), ...headers },
});

/** A row of the audit log as `/admin-api/audit` lists it. */
export interface AuditRow {
  action: string;
  actor: string;
  targetType: string;
  targetId: string;
  before: unknown;
  // biome-ignore lint/suspicious/noExplicitAny: tests read what each action recorded and assert on it
  after: any;
  ip: string;
}

/**
 * The audit log's rows (newest first, up to 50) for a target or an action, read by the operator holding
 * `token`; asserts the read itself succeeded.
 */
export async function auditTrail(
  api: Api,
  token: string,
  filter: { targetType?: string; targetId?: string | number; action?: string },
): Promise<AuditRow[]> {
  const query = new URLSearchParams({ limit: '50' });
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) query.set(key, String(value));
  const res = await api.get(`/admin-api/audit?${query}`, asOperator(token));
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data.list;
}

/** A user as the console shows one (`/admin-api/users/:id`), read by the operator holding `token`; asserts the read succeeded. */
export async function userDetail(api: Api, token: string, id: number) {
  const res = await api.get(`/admin-api/users/${id}`, asOperator(token));
  expect(res.body.code).toBe(1);
  return res.body.data;
}

/** The documented `/admin-api` routes (the served OpenAPI document's paths) as `METHOD /path`, sorted. */
export async function documentedAdminRoutes(app: Pick<TestApp, 'inject'>): Promise<string[]> {
  const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/admin-api/'))
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

/** The password of every operator `newOperator` makes. */
export const OPERATOR_PASSWORD = 'correct-horse-42';
let operatorSeq = 0;

/** A fresh operator of `role` with a known password (`OPERATOR_PASSWORD`), created through the service. */
export async function newOperator(app: TestApp, role: OperatorRole = 'finance') {
  const username = `op${++operatorSeq}-${role}`;
  const { operator } = await app.services.operators.create(
    { username, role, password: OPERATOR_PASSWORD },
    { operator: null, actor: 'system:test', ip: '' },
  );
  return { ...operator, password: OPERATOR_PASSWORD };
}

/** A console sign-in (`/admin-api/auth/login`). */
export const operatorLogin = (api: Api, body: { username: string; password: string; totp?: string }) =>
  api.post('/admin-api/auth/login', body);

/** Who the bearer of `token` is (`/admin-api/auth/me`). */
export const operatorMe = (api: Api, token: string) =>
  api.get('/admin-api/auth/me', { headers: bearer(token) });

/** HTTP 401, envelope code 0, key UNAUTHORIZED. */
export function expectUnauthorized(res: Answer) {
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ code: 0, data: { error: 'UNAUTHORIZED' } });
}

/**
 * A manual adjustment as the console makes one (four eyes): proposed by the operator holding
 * `proposer`, approved by the one holding `approver`. Asserts both steps succeeded; answers the
 * applied proposal.
 */
export async function adjustApproved(
  api: Api,
  tokens: { proposer: string; approver: string },
  userId: number,
  body: { asset: string; direction: string; amount: string; reason: string },
) {
  const proposed = await api.post(`/admin-api/users/${userId}/adjust`, body, asOperator(tokens.proposer));
  expect(proposed.body.code, proposed.body.msg).toBe(1);
  const approved = await api.post(
    `/admin-api/proposals/${proposed.body.data.id}/approve`,
    {},
    asOperator(tokens.approver),
  );
  expect(approved.body.code, approved.body.msg).toBe(1);
  return approved.body.data as { id: number; state: string; amount: string };
}
