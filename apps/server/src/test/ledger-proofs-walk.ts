import { expect } from 'vitest';
import type { Answer, Api } from './harness.ts';

type Step = () => Promise<{ action: string; targetId: string | number }>;

/**
 * The audit walk's steps (admin-writes-audited.test.ts) for the verifiable ledger (issue 37): the
 * chain verified from the console, and the closed day's digest signed. `context` is read when a step
 * runs (the walk's app opens after the steps are listed).
 */
export function ledgerProofsWalk(
  context: () => { api: Api; as(role: 'finance'): { headers: Record<string, string> } },
): Record<string, Step> {
  const post = async (path: string) => {
    const { api, as } = context();
    const res: Answer = await api.post(path, {}, as('finance'));
    expect(res.body.code, `${path}: ${res.body.msg}`).toBe(1);
    return res.body.data;
  };
  return {
    'POST /admin-api/ledger/verifications': async () => ({
      action: 'ledger.verify',
      targetId: (await post('/admin-api/ledger/verifications')).id,
    }),
    'POST /admin-api/ledger/digests': async () => ({
      action: 'ledger.digest.sign',
      targetId: (await post('/admin-api/ledger/digests')).day,
    }),
  };
}
