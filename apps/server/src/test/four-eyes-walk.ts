import { expect } from 'vitest';
import type { Answer, Api } from './harness.ts';

type Step = () => Promise<{ action: string; targetId: string | number }>;

/**
 * The audit walk's steps (admin-writes-audited.test.ts) for four eyes and bulk decisions: a proposal
 * made, approved, refused and cancelled, and each bulk call, with the audit row each must leave.
 * `context` is read when a step runs (the walk's app opens after the steps are listed).
 */
export function fourEyesWalk(
  context: () => {
    api: Api;
    as(role: 'finance' | 'super' | 'operations'): { headers: Record<string, string> };
    userId: number;
    newRecharge(): Promise<number>;
    newWithdrawal(): Promise<number>;
    newNotice(): Promise<number>;
  },
): Record<string, Step> {
  const api = { post: (...args: Parameters<Api['post']>) => context().api.post(...args) };
  const as = (role: 'finance' | 'super' | 'operations') => context().as(role);
  const ok = (res: Answer, what: string) => {
    expect(res.body.code, `${what}: ${res.body.msg}`).toBe(1);
    return res.body.data;
  };
  const propose = async () => {
    const body = { asset: 'SSK', direction: 'credit', amount: '5', reason: 'Walk' };
    return ok(await api.post(`/admin-api/users/${context().userId}/adjust`, body, as('finance')), 'propose')
      .id as number;
  };
  const decided = (verb: 'approve' | 'refuse' | 'cancel', role: 'finance' | 'super'): Step => {
    return async () => {
      const id = await propose();
      const body = verb === 'refuse' ? { reason: 'Walk' } : {};
      ok(await api.post(`/admin-api/proposals/${id}/${verb}`, body, as(role)), verb);
      return { action: `proposal.${verb}`, targetId: id };
    };
  };
  const bulk = (
    path: string,
    body: Record<string, unknown>,
    action: string,
    make: () => Promise<number>,
  ): Step => {
    return async () => {
      const id = await make();
      const res = ok(
        await api.post(
          `/admin-api/${path}`,
          { ...body, ids: [id] },
          as(path.startsWith('notices') ? 'operations' : 'finance'),
        ),
        path,
      );
      expect(res.done, path).toBe(1);
      return { action, targetId: id };
    };
  };
  return {
    'POST /admin-api/users/{id}/adjust': async () => ({
      action: 'proposal.create',
      targetId: await propose(),
    }),
    'POST /admin-api/proposals/{id}/approve': decided('approve', 'super'),
    'POST /admin-api/proposals/{id}/refuse': decided('refuse', 'super'),
    'POST /admin-api/proposals/{id}/cancel': decided('cancel', 'finance'),
    'POST /admin-api/recharges/bulk-approve': bulk('recharges/bulk-approve', {}, 'recharge.approve', () =>
      context().newRecharge(),
    ),
    'POST /admin-api/recharges/bulk-reject': bulk(
      'recharges/bulk-reject',
      { reason: 'Walk' },
      'recharge.reject',
      () => context().newRecharge(),
    ),
    'POST /admin-api/withdrawals/bulk-reject': bulk(
      'withdrawals/bulk-reject',
      { reason: 'Walk' },
      'withdrawal.reject',
      () => context().newWithdrawal(),
    ),
    'POST /admin-api/notices/bulk-visibility': bulk(
      'notices/bulk-visibility',
      { hidden: true },
      'notice.update',
      () => context().newNotice(),
    ),
  };
}
