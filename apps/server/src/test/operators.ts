import { expect } from 'vitest';
import { type Api, bearer } from './harness.ts';

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
