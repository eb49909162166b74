import { buildTree, type LiabilityProof, leafOf, type PublishedRoot } from './liabilities-tree.ts';

/** A fixed day's secret: the tests' trees come out the same on every run. */
export const DAY_SECRET = new Uint8Array(32).map((_, at) => at + 1);

/** The tree of users 1 … n holding `balances` of USDT, with its root as a digest would publish it. */
export async function treeOf(balances: readonly bigint[], asset = 'USDT') {
  const leaves = balances.map((balance, at) =>
    leafOf({ userId: at + 1, asset, balance, daySecret: DAY_SECRET }),
  );
  const tree = await buildTree(leaves);
  const published: PublishedRoot = { hash: tree.root.hash, sum: String(tree.root.sum) };
  return { leaves, tree, published };
}

/** A deep copy to tamper with, so a test's change never reaches the tree's other proofs. */
export const copyOf = (proof: LiabilityProof): LiabilityProof => structuredClone(proof);
