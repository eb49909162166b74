import { describe, expect, it } from 'vitest';
import { UINT128_MAX } from './bytes.ts';
import { copyOf, DAY_SECRET, treeOf } from './liabilities-tree.fixtures.ts';
import {
  buildTree,
  type LiabilityProof,
  leafOf,
  type PublishedRoot,
  verifyProof,
} from './liabilities-tree.ts';

/** 10,000 users' balances from a fixed seed: zeros, cents, whales, one near the 128-bit edge's share. */
function seededBalances(count: number): bigint[] {
  let state = 0x2545f491;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  return Array.from({ length: count }, (_, at) => {
    const roll = next();
    if (roll % 10 === 0) return 0n;
    if (at === count - 1) return 10n ** 30n;
    return BigInt(roll) * BigInt(1 + (next() % 1000));
  });
}

const check = (proof: LiabilityProof, root: PublishedRoot, userId: number) =>
  verifyProof(proof, { root, userId });

describe('proof of liabilities for 10,000 users', async () => {
  const balances = seededBalances(10_000);
  const started = performance.now();
  const { tree, published } = await treeOf(balances);
  const built = performance.now() - started;

  it('verifies every user’s proof, each with their own balance, against the published total', () => {
    const verifying = performance.now();
    const checks = balances.map((_, at) => check(tree.proofOf(at), published, at + 1));
    console.info(
      `10,000 leaves: built in ${built.toFixed(0)} ms, verified in ${(performance.now() - verifying).toFixed(0)} ms`,
    );
    const total = balances.reduce((sum, b) => sum + b, 0n);
    expect(tree.count).toBe(10_000);
    expect(tree.root.sum).toBe(total);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(checks.map((c) => c.ok && c.balance)).toEqual(balances);
    expect(new Set(checks.map((c) => c.ok && c.total))).toEqual(new Set([total]));
  }, 60_000);

  const someone = 4_321;
  const proof = tree.proofOf(someone);
  const tampered = (change: (p: LiabilityProof) => void) => {
    const copy = copyOf(proof);
    change(copy);
    return copy;
  };
  const step = 3; // a sibling with a non-zero sum partway up
  const stepAt = (p: LiabilityProof, at: number) => {
    const found = p.path[at];
    if (!found) throw new Error(`the proof has no step ${at}`);
    return found;
  };
  const bump = (text: string, by: bigint) => String(BigInt(text) + by);

  it('refuses a changed balance, up or down', () => {
    for (const by of [1n, -1n]) {
      const changed = tampered((p) => {
        p.balance = bump(p.balance, by);
      });
      expect(check(changed, published, someone + 1)).toEqual({ ok: false, reason: 'PROOF_ROOT_MISMATCH' });
    }
  });

  it('refuses a sibling’s sum changed in either direction, or liabilities shifted between siblings', () => {
    expect(BigInt(proof.path[step]?.sum ?? 0)).toBeGreaterThan(0n);
    for (const by of [1n, -1n]) {
      const changed = tampered((p) => {
        stepAt(p, step).sum = bump(stepAt(p, step).sum, by);
      });
      expect(check(changed, published, someone + 1)).toEqual({ ok: false, reason: 'PROOF_ROOT_MISMATCH' });
    }
    // The total stays the same: only the parent's hash, which holds both sums, can tell.
    const shifted = tampered((p) => {
      stepAt(p, 0).sum = bump(stepAt(p, 0).sum, 5n);
      p.balance = bump(p.balance, -5n);
    });
    expect(BigInt(proof.balance)).toBeGreaterThanOrEqual(5n);
    expect(check(shifted, published, someone + 1)).toEqual({ ok: false, reason: 'PROOF_ROOT_MISMATCH' });
  });

  it('refuses a changed sibling hash', () => {
    const changed = tampered((p) => {
      const hash = stepAt(p, step).hash;
      stepAt(p, step).hash = `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`;
    });
    expect(check(changed, published, someone + 1)).toEqual({ ok: false, reason: 'PROOF_ROOT_MISMATCH' });
  });

  it('refuses a negative leaf or a negative sibling sum', () => {
    const negativeLeaf = tampered((p) => {
      p.balance = `-${p.balance}`;
    });
    const negativeSibling = tampered((p) => {
      stepAt(p, step).sum = `-${stepAt(p, step).sum}`;
    });
    for (const changed of [negativeLeaf, negativeSibling]) {
      expect(check(changed, published, someone + 1)).toEqual({ ok: false, reason: 'PROOF_NEGATIVE' });
    }
  });

  it('refuses a root with another total, and a root other than the published one', () => {
    const lower = { ...published, sum: bump(published.sum, -1n) };
    const claimed = tampered((p) => {
      p.root = lower;
    });
    expect(check(claimed, lower, someone + 1)).toEqual({ ok: false, reason: 'PROOF_SUM_MISMATCH' });
    expect(check(claimed, published, someone + 1)).toEqual({ ok: false, reason: 'PROOF_NOT_PUBLISHED_ROOT' });
  });

  it('refuses another user’s proof, even one with the same balance', () => {
    expect(check(proof, published, someone + 2)).toEqual({ ok: false, reason: 'PROOF_ROOT_MISMATCH' });
  });
});

describe('leaves', () => {
  it('gives two users with the same balance two leaves, neither showing whose it is', async () => {
    const { leaves, tree, published } = await treeOf([500n, 500n]);
    expect(leaves[0]?.hash).not.toEqual(leaves[1]?.hash);
    expect(tree.root.sum).toBe(1000n);
    const [first, second] = [tree.proofOf(0), tree.proofOf(1)];
    expect(JSON.stringify([first, second])).not.toMatch(/USDT:\d/);
    // Each can be checked only by its own user: one leaf cannot stand for both.
    expect(check(first, published, 1).ok).toBe(true);
    expect(check(first, published, 2).ok).toBe(false);
  });

  it('salts a user’s nonce per day and per asset, so leaves cannot be linked across days', async () => {
    const nextDay = DAY_SECRET.map((b) => b ^ 0xff);
    const of = (asset: string, daySecret: Uint8Array) =>
      leafOf({ userId: 1, asset, balance: 7n, daySecret }).nonce;
    const [today, tomorrow, otherAsset] = [
      of('USDT', DAY_SECRET),
      of('USDT', nextDay),
      of('MCC', DAY_SECRET),
    ];
    expect(today).not.toEqual(tomorrow);
    expect(today).not.toEqual(otherAsset);
    expect(of('USDT', DAY_SECRET)).toEqual(today);
  });

  it('refuses to make a leaf of a negative or oversized balance, a short secret or an asset with a colon', async () => {
    const base = { userId: 1, asset: 'USDT', balance: 1n, daySecret: DAY_SECRET };
    for (const bad of [
      { balance: -1n },
      { balance: UINT128_MAX + 1n },
      { daySecret: new Uint8Array(16) },
      { asset: 'US:DT' },
      { asset: '' },
    ]) {
      expect(() => leafOf({ ...base, ...bad })).toThrow(RangeError);
    }
  });

  it('refuses a tree counting one user twice, or mixing assets', async () => {
    const leaf = leafOf({ userId: 1, asset: 'USDT', balance: 1n, daySecret: DAY_SECRET });
    const other = leafOf({ userId: 2, asset: 'MCC', balance: 1n, daySecret: DAY_SECRET });
    await expect(buildTree([leaf, leaf])).rejects.toThrow(/counted twice/);
    await expect(buildTree([leaf, other])).rejects.toThrow(/one asset/);
  });

  it('refuses a tree whose total would not fit in 16 bytes', async () => {
    await expect(treeOf([UINT128_MAX, 1n])).rejects.toThrow(RangeError);
  });
});
