import { expect } from 'vitest';
import { chainAlerts } from '../domains/wallet/chain-scan.tables.ts';
import type { Answer, Api, TestApp } from './harness.ts';

type Step = () => Promise<{ action: string; targetId: string | number }>;

/**
 * The audit walk's steps (admin-writes-audited.test.ts) for on-chain deposits (issue 36): a
 * reconciliation run from the button, and an alert (planted on a recharge) resolved with a note.
 * `context` is read when a step runs (the walk's app opens after the steps are listed).
 */
export function chainDepositsWalk(
  context: () => {
    app: TestApp;
    api: Api;
    as(role: 'finance'): { headers: Record<string, string> };
    newRecharge(): Promise<number>;
  },
): Record<string, Step> {
  const ok = (res: Answer, what: string) => {
    expect(res.body.code, `${what}: ${res.body.msg}`).toBe(1);
    return res.body.data;
  };
  return {
    'POST /admin-api/chain/reconciliations': async () => {
      const { api, as } = context();
      const run = ok(await api.post('/admin-api/chain/reconciliations', {}, as('finance')), 'reconcile');
      return { action: 'deposit.reconcile', targetId: run.id };
    },
    'POST /admin-api/chain/alerts/{id}/resolve': async () => {
      const { app, api, as, newRecharge } = context();
      const [alert] = await app.database.db
        .insert(chainAlerts)
        .values({
          network: 'ERC20',
          kind: 'credited_reorged',
          rechargeId: await newRecharge(),
          block: 1,
          blockHash: 'ab'.repeat(32),
          createdAt: app.clock.now(),
        })
        .returning();
      const id = alert?.id ?? 0;
      ok(await api.post(`/admin-api/chain/alerts/${id}/resolve`, { note: 'Walk' }, as('finance')), 'resolve');
      return { action: 'chain.alert.resolve', targetId: id };
    },
  };
}
