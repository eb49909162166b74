import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyOf, treeOf } from './liabilities-tree.fixtures.ts';
import type { LiabilityProof, PublishedRoot } from './liabilities-tree.ts';
import { verifyProof } from './liabilities-tree.ts';

/** Balances as they come: many zeros and ones, everyday amounts, and whales up to 2^100 micro-units. */
const balance = fc.oneof(
  fc.constantFrom(0n, 1n),
  fc.bigInt({ min: 0n, max: 10n ** 12n }),
  fc.bigInt({ min: 0n, max: 2n ** 100n }),
);

const flipLastHexDigit = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;
const plus = (text: string, by: bigint) => String(BigInt(text) + by);

type Step = LiabilityProof['path'][number];

/**
 * One change to one field of a proof (or to the root it is checked against); `at` picks the step. Returns
 * the root to check against when the change is to the root.
 */
type Mutation = (proof: LiabilityProof, root: PublishedRoot, at: number) => PublishedRoot | undefined;

/** Changes step `at` (modulo the path); a lone leaf's proof has none, so its balance changes instead. */
const onStep =
  (change: (step: Step, proof: LiabilityProof) => void): Mutation =>
  (proof, _, at) => {
    const step = proof.path[at % Math.max(proof.path.length, 1)];
    if (step) change(step, proof);
    else proof.balance = plus(proof.balance, 1n);
    return undefined;
  };

const onProof =
  (change: (proof: LiabilityProof, root: PublishedRoot) => void): Mutation =>
  (proof, root) => {
    change(proof, root);
    return undefined;
  };

const MUTATIONS: Record<string, Mutation> = {
  balanceUp: onProof((p) => {
    p.balance = plus(p.balance, 1n);
  }),
  balanceDown: onProof((p) => {
    p.balance = plus(p.balance, -1n);
  }),
  nonce: onProof((p) => {
    p.nonce = flipLastHexDigit(p.nonce);
  }),
  asset: onProof((p) => {
    p.asset = 'MCC';
  }),
  stepAdded: onProof((p, root) => {
    p.path.push({ side: 'left', hash: root.hash, sum: '0' });
  }),
  siblingHash: onStep((s) => {
    s.hash = flipLastHexDigit(s.hash);
  }),
  siblingSumUp: onStep((s) => {
    s.sum = plus(s.sum, 1n);
  }),
  siblingSumDown: onStep((s) => {
    s.sum = plus(s.sum, -1n);
  }),
  side: onStep((s) => {
    s.side = s.side === 'left' ? 'right' : 'left';
  }),
  stepDropped: onStep((s, p) => {
    p.path.splice(p.path.indexOf(s), 1);
  }),
  rootHash: (p, root) => {
    p.root = { ...root, hash: flipLastHexDigit(root.hash) };
    return p.root;
  },
  rootTotal: (p, root) => {
    p.root = { ...root, sum: plus(root.sum, 1n) };
    return p.root;
  },
  publishedElsewhere: (_, root) => ({ ...root, sum: plus(root.sum, 1n) }),
};

describe('proofs of random balance sets', () => {
  it('verify for every user, and the root’s total is the sum of the balances', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(balance, { maxLength: 40 }), async (balances) => {
        const { tree, published } = await treeOf(balances);
        expect(tree.count).toBe(balances.length);
        expect(tree.root.sum).toBe(balances.reduce((sum, b) => sum + b, 0n));
        for (const [at, held] of balances.entries()) {
          expect(verifyProof(tree.proofOf(at), { root: published, userId: at + 1 })).toEqual({
            ok: true,
            balance: held,
            total: tree.root.sum,
          });
        }
      }),
      { numRuns: 150 },
    );
  });

  it('fail once any single field is changed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(balance, { minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...Object.keys(MUTATIONS)),
        async (balances, whose, choice, mutation) => {
          const { tree, published } = await treeOf(balances);
          const user = whose % balances.length;
          const proof = copyOf(tree.proofOf(user));
          const root = MUTATIONS[mutation]?.(proof, published, choice) ?? published;
          expect(verifyProof(proof, { root, userId: user + 1 }).ok).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });
});
