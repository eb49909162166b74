import { leafOf } from '@mcc/contract/liabilities-tree';
import { describe, expect, it } from 'vitest';
import {
  aLedgerDigest,
  aLedgerProofAnswer,
  aLedgerSigningKeys,
  DIGEST_DAY,
  ledgerTreeOf,
} from '../../test/fixtures.ts';
import { checkProof, leafHashOf } from './check-proof.ts';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

describe('checking a proof of liabilities', () => {
  it('recomputes the leaf hash the tree was built with, from the nonce, balance, asset and user id', async () => {
    // The largest balance a leaf holds takes all 16 bytes: the tree's total stays at 2^128 − 1.
    const largest = 2n ** 128n - 1n - 5_000_001n;
    const tree = await ledgerTreeOf('MCC', { 12: 5_000_000n, 13: 1n, 14: largest });
    for (const [userId, balance] of [
      [12, 5_000_000n],
      [14, largest],
    ] as const) {
      const proof = tree.proofOf(userId);
      const daySecret = new Uint8Array(32).fill(42);
      expect(leafHashOf(proof, userId)).toBe(hex(leafOf({ userId, asset: 'MCC', balance, daySecret }).hash));
      expect(leafHashOf(proof, userId + 1)).not.toBe(leafHashOf(proof, userId));
    }
    expect(leafHashOf({ ...tree.proofOf(12), balance: '-1' }, 12)).toBeUndefined();
    expect(leafHashOf({ ...tree.proofOf(12), nonce: 'zz' }, 12)).toBeUndefined();
  });

  it('refuses a signed digest of another day than the one asked for, and one without the asset', async () => {
    const tree = await ledgerTreeOf('USDT', { 2: 10n });
    const answer = aLedgerProofAnswer({
      digest: aLedgerDigest({ assets: [tree.line] }),
      proof: tree.proofOf(2),
    });
    const keys = aLedgerSigningKeys();
    const base = { answer, keys, userId: 2 };
    expect(checkProof({ ...base, day: DIGEST_DAY, asset: 'USDT' }).kind).toBe('included');
    expect(checkProof({ ...base, day: '2026-11-20', asset: 'USDT' })).toEqual({
      kind: 'refused',
      reason: 'DIGEST_OTHER_DAY',
    });
    expect(checkProof({ ...base, day: DIGEST_DAY, asset: 'MCC' })).toEqual({
      kind: 'refused',
      reason: 'DIGEST_ASSET_MISSING',
    });
  });
});
