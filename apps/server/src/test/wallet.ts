import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AuditActor } from '../domains/admin/audit.service.ts';
import { ledgerAccounts, ledgerTransfers } from '../domains/ledger/ledger.tables.ts';
import { fundTransfers, recharges, withdrawals } from '../domains/wallet/wallet.tables.ts';
import type { Api, TestApp } from './harness.ts';

/** Who reviews recharges and withdrawals in the wallet's tests (through the review service). */
export const REVIEWER: AuditActor = { operator: null, actor: 'test', ip: '127.0.0.1' };
/** A chain transaction's hash nobody used yet (64 hex digits). */
export const randomTxHash = () => randomBytes(32).toString('hex');
/** A well-formed proof path nobody uploaded: enough where validation refuses the call first. */
export const UNUPLOADED_PROOF = `/uploads/${'a'.repeat(64)}.png`;
/** A valid TRC20 (base58check) address. */
export const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
/** A valid EVM address, checksummed. */
export const EVM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** A user's USDT balance as `/api/fund/usdt` answers it; asserts the read itself succeeded. */
export async function usdtBalance(api: Api, token: string) {
  const res = await api.get('/api/fund/usdt', { token });
  expect(res.body.code).toBe(1);
  return res.body.data as { available: string; frozen: string; total: string };
}

/** Everything a refused call must leave untouched: every account total and every business row. */
export async function walletSnapshot(app: Pick<TestApp, 'database'>) {
  const db = app.database.db;
  const [accounts, [t], [r], [w], [f]] = await Promise.all([
    db.select().from(ledgerAccounts).orderBy(ledgerAccounts.id),
    db.select({ n: count() }).from(ledgerTransfers),
    db.select({ n: count() }).from(recharges),
    db.select({ n: count() }).from(withdrawals),
    db.select({ n: count() }).from(fundTransfers),
  ]);
  return JSON.stringify({ accounts, t, r, w, f }, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
}
