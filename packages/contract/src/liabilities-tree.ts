/**
 * Proof of liabilities (issue 37): a Merkle sum tree over every user's balance of one asset on one day.
 * Each node carries the sum of its leaves and both children's sums are hashed into their parent, so the
 * published root (hash and total) commits to every balance, and a user handed their leaf and path can
 * check that their balance is counted in the total. The exact bytes are in
 * docs/decisions/verifiable-ledger.md, for anyone writing a verifier of their own.
 *
 * Pure and zod-free; the server builds the tree and the web app's verify page checks a proof with this
 * same module. SHA-256 and HMAC come from @noble/hashes (as address.ts's checks do), not WebCrypto:
 * synchronous, so checking 10,000 proofs takes ~1 s where WebCrypto's one round trip per hash took
 * 10–20 s on a loaded machine, and present on a page served without https, where `crypto.subtle` is not.
 */

import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { fromHex, toHex, UINT128_MAX, writeUint128 } from './bytes.ts';

/** A root as a digest publishes it: the tree's hash (hex) and its total in micro-units (decimal). */
export interface PublishedRoot {
  hash: string;
  sum: string;
}

/** One step up from the leaf: the sibling met there, on its side of the path. */
export interface ProofStep {
  side: 'left' | 'right';
  hash: string;
  sum: string;
}

/** What a user is handed to check their own leaf; every number a decimal string of micro-units. */
export interface LiabilityProof {
  asset: string;
  nonce: string;
  balance: string;
  path: ProofStep[];
  root: PublishedRoot;
}

/** Why a proof is refused, as stable codes the apps word. */
export const PROOF_FAILURES = [
  'PROOF_MALFORMED',
  'PROOF_NEGATIVE',
  'PROOF_TOO_LARGE',
  'PROOF_NOT_PUBLISHED_ROOT',
  'PROOF_ROOT_MISMATCH',
  'PROOF_SUM_MISMATCH',
] as const;
export type ProofFailure = (typeof PROOF_FAILURES)[number];

export type ProofCheck = { ok: true; balance: bigint; total: bigint } | { ok: false; reason: ProofFailure };

/** A user's leaf: the per-day nonce only they are told, their balance, and the hash that enters the tree. */
export interface LiabilityLeaf {
  asset: string;
  nonce: Uint8Array;
  balance: bigint;
  hash: Uint8Array;
}

export interface LiabilityTree {
  root: { hash: string; sum: bigint };
  /** The number of leaves. */
  count: number;
  /** The proof of the leaf given at `index` of the list the tree was built from. */
  proofOf(index: number): LiabilityProof;
}

const LEAF_PREFIX = 0x00;
const NODE_PREFIX = 0x01;
const HASH_BYTES = 32;
const SUM_BYTES = 16;
/** Deeper than any tree of fewer than 2^64 leaves: a longer path is not a proof. */
const MAX_PATH = 64;
/**
 * Parents hashed between two yields to the event loop (~50 ms on a loaded core): a server building a
 * million users' tree goes on answering calls meanwhile.
 */
const BATCH = 16_384;
const yieldToEventLoop = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * What the nonce is made from and the leaf ends with: `<asset>:<userId>`. Hashed into the leaf so one
 * leaf cannot be shown to two users with the same balance (a prover dropping the other's liability):
 * each user's verifier puts their own id in.
 */
const leafLabel = (asset: string, userId: string | number) => new TextEncoder().encode(`${asset}:${userId}`);

/** SHA-256(0x00 ‖ nonce ‖ balance (16 bytes BE) ‖ UTF-8 `<asset>:<userId>`). */
function leafHash(nonce: Uint8Array, balance: bigint, label: Uint8Array): Uint8Array {
  const preimage = new Uint8Array(1 + HASH_BYTES + SUM_BYTES + label.length);
  preimage[0] = LEAF_PREFIX;
  preimage.set(nonce, 1);
  writeUint128(preimage, 1 + HASH_BYTES, balance);
  preimage.set(label, 1 + HASH_BYTES + SUM_BYTES);
  return sha256(preimage);
}

/** SHA-256(0x01 ‖ left hash ‖ left sum ‖ right hash ‖ right sum), sums as 16 bytes BE. */
function nodeHash(leftHash: Uint8Array, leftSum: bigint, rightHash: Uint8Array, rightSum: bigint) {
  const preimage = new Uint8Array(1 + 2 * (HASH_BYTES + SUM_BYTES));
  preimage[0] = NODE_PREFIX;
  preimage.set(leftHash, 1);
  writeUint128(preimage, 1 + HASH_BYTES, leftSum);
  preimage.set(rightHash, 1 + HASH_BYTES + SUM_BYTES);
  writeUint128(preimage, 1 + 2 * HASH_BYTES + SUM_BYTES, rightSum);
  return sha256(preimage);
}

/** An asset code is joined to the user id by `:`, so it may not hold one (`A:1` + `2` ≠ `A` + `1:2`). */
const isAssetCode = (asset: unknown): asset is string =>
  typeof asset === 'string' && asset.length > 0 && !asset.includes(':');

/** The day's secret keyed once for all of that day's leaves (keying per leaf doubles the cost). */
const keyedBySecret = new WeakMap<Uint8Array, ReturnType<typeof hmac.create>>();
function nonceOf(daySecret: Uint8Array, label: Uint8Array): Uint8Array {
  let keyed = keyedBySecret.get(daySecret);
  if (!keyed) {
    keyed = hmac.create(sha256, daySecret);
    keyedBySecret.set(daySecret, keyed);
  }
  return keyed.clone().update(label).digest();
}

/**
 * A user's leaf for a day: nonce = HMAC-SHA-256(daySecret, `<asset>:<userId>`), so nobody without the
 * day's secret can tell whose a leaf is, nor link one user's leaves across days.
 */
export function leafOf(input: {
  userId: string | number;
  asset: string;
  balance: bigint;
  daySecret: Uint8Array;
}): LiabilityLeaf {
  const { userId, asset, balance, daySecret } = input;
  if (!isAssetCode(asset)) throw new RangeError(`"${asset}" is not an asset code`);
  if (balance < 0n || balance > UINT128_MAX) throw new RangeError(`balance ${balance} is not a liability`);
  if (daySecret.length < HASH_BYTES) throw new RangeError(`a day's secret has ${HASH_BYTES} bytes or more`);
  const label = leafLabel(asset, userId);
  const nonce = nonceOf(daySecret, label);
  return { asset, nonce, balance, hash: leafHash(nonce, balance, label) };
}

/** One level of the tree: its nodes' hashes end to end, and their sums. */
interface Level {
  hashes: Uint8Array;
  sums: bigint[];
}

const hashAt = (level: Level, index: number) =>
  level.hashes.subarray(index * HASH_BYTES, (index + 1) * HASH_BYTES);

/** Pairs each two nodes; an odd last node is promoted as it is (a copy of it would count its sum twice). */
async function parentLevel(level: Level): Promise<Level> {
  const pairs = level.sums.length >> 1;
  const size = (level.sums.length + 1) >> 1;
  const parent: Level = { hashes: new Uint8Array(size * HASH_BYTES), sums: new Array<bigint>(size) };
  for (let at = 0; at < pairs; at++) {
    const [left, right] = [2 * at, 2 * at + 1];
    const [leftSum, rightSum] = [level.sums[left] as bigint, level.sums[right] as bigint];
    const sum = leftSum + rightSum;
    if (sum > UINT128_MAX) throw new RangeError('the liabilities exceed 2^128 − 1 micro-units');
    parent.sums[at] = sum;
    parent.hashes.set(
      nodeHash(hashAt(level, left), leftSum, hashAt(level, right), rightSum),
      at * HASH_BYTES,
    );
    if ((at + 1) % BATCH === 0) await yieldToEventLoop();
  }
  if (size > pairs) {
    parent.hashes.set(hashAt(level, 2 * pairs), pairs * HASH_BYTES);
    parent.sums[pairs] = level.sums[2 * pairs] as bigint;
  }
  return parent;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let at = 0; at < a.length; at++) if (a[at] !== b[at]) return (a[at] as number) - (b[at] as number);
  return a.length - b.length;
}

/** An empty tree's root: SHA-256 of no bytes, total 0 (an asset nobody holds still has its line). */
const emptyRoot = () => ({ hash: toHex(sha256(new Uint8Array(0))), sum: 0n });

/**
 * The tree of one asset's leaves (from `leafOf`, one per user). Leaves are placed in the order of their
 * nonces, which follows nothing about the users, so a leaf's place tells nobody whose it is. Keeps the
 * levels as packed hashes and sums (about 100 bytes a leaf) to answer `proofOf`.
 */
export async function buildTree(leaves: readonly LiabilityLeaf[]): Promise<LiabilityTree> {
  const count = leaves.length;
  const asset = leaves[0]?.asset;
  if (leaves.some((leaf) => leaf.asset !== asset)) throw new RangeError('a tree holds one asset');
  const sorted = leaves
    .map((leaf, index) => ({ leaf, index }))
    .sort((a, b) => compareBytes(a.leaf.nonce, b.leaf.nonce));
  const nonces = new Uint8Array(count * HASH_BYTES);
  const positionOf = new Uint32Array(count);
  let level: Level = { hashes: new Uint8Array(count * HASH_BYTES), sums: new Array<bigint>(count) };
  for (const [position, { leaf, index }] of sorted.entries()) {
    const before = sorted[position - 1]?.leaf;
    if (before && compareBytes(before.nonce, leaf.nonce) === 0) {
      throw new RangeError('two leaves share a nonce: one user counted twice');
    }
    nonces.set(leaf.nonce, position * HASH_BYTES);
    level.hashes.set(leaf.hash, position * HASH_BYTES);
    level.sums[position] = leaf.balance;
    positionOf[index] = position;
  }
  const levels = [level];
  while (level.sums.length > 1) {
    level = await parentLevel(level);
    levels.push(level);
  }
  const root = count === 0 ? emptyRoot() : { hash: toHex(hashAt(level, 0)), sum: level.sums[0] as bigint };
  const published = { hash: root.hash, sum: String(root.sum) };

  function proofOf(index: number): LiabilityProof {
    if (!Number.isInteger(index) || index < 0 || index >= count) {
      throw new RangeError(`no leaf ${index} in a tree of ${count}`);
    }
    const leafPosition = positionOf[index] as number;
    const path: ProofStep[] = [];
    let position = leafPosition;
    for (const passed of levels.slice(0, -1)) {
      const sibling = position ^ 1;
      // The last node of an odd level has no sibling: it was promoted, the path goes on above it.
      if (sibling < passed.sums.length) {
        path.push({
          side: sibling < position ? 'left' : 'right',
          hash: toHex(hashAt(passed, sibling)),
          sum: String(passed.sums[sibling]),
        });
      }
      position >>= 1;
    }
    return {
      asset: asset as string,
      nonce: toHex(nonces.subarray(leafPosition * HASH_BYTES, (leafPosition + 1) * HASH_BYTES)),
      balance: String(levels[0]?.sums[leafPosition]),
      path,
      root: published,
    };
  }

  return { root, count, proofOf };
}

const DECIMAL = /^-?(?:0|[1-9][0-9]*)$/;

/** A decimal string of micro-units, 0 … 2^128 − 1, or why it is not one. */
function readAmount(text: unknown): bigint | ProofFailure {
  if (typeof text !== 'string' || !DECIMAL.test(text)) return 'PROOF_MALFORMED';
  if (text.startsWith('-')) return 'PROOF_NEGATIVE';
  // 2^128 − 1 has 39 digits: a longer string is refused before it becomes a huge bigint.
  if (text.length > 39) return 'PROOF_TOO_LARGE';
  const value = BigInt(text);
  return value > UINT128_MAX ? 'PROOF_TOO_LARGE' : value;
}

/** A 32-byte hash (or nonce) in lowercase hex, or undefined. */
function readHash(text: unknown): Uint8Array | undefined {
  const bytes = typeof text === 'string' ? fromHex(text) : undefined;
  return bytes?.length === HASH_BYTES ? bytes : undefined;
}

type Node = { hash: Uint8Array; sum: bigint };

function readNode(hash: unknown, sum: unknown): Node | ProofFailure {
  const bytes = readHash(hash);
  const amount = readAmount(sum);
  if (typeof amount !== 'bigint') return amount;
  return bytes ? { hash: bytes, sum: amount } : 'PROOF_MALFORMED';
}

/** The proof's numbers and bytes, every field checked, in the order they are hashed. */
function readProof(proof: LiabilityProof, published: PublishedRoot) {
  if (typeof proof !== 'object' || proof === null || !isAssetCode(proof.asset)) return 'PROOF_MALFORMED';
  if (!Array.isArray(proof.path) || proof.path.length > MAX_PATH) return 'PROOF_MALFORMED';
  const nonce = readHash(proof.nonce);
  const balance = readAmount(proof.balance);
  if (typeof balance !== 'bigint') return balance;
  if (!nonce) return 'PROOF_MALFORMED';
  const steps: { side: 'left' | 'right'; node: Node }[] = [];
  for (const step of proof.path as unknown[]) {
    if (typeof step !== 'object' || step === null) return 'PROOF_MALFORMED';
    const { side, hash, sum } = step as Record<string, unknown>;
    if (side !== 'left' && side !== 'right') return 'PROOF_MALFORMED';
    const node = readNode(hash, sum);
    if (typeof node === 'string') return node;
    steps.push({ side, node });
  }
  const root = readNode(proof.root?.hash, proof.root?.sum);
  if (typeof root === 'string') return root;
  const expected = readNode(published?.hash, published?.sum);
  if (typeof expected === 'string') return expected;
  return { asset: proof.asset, nonce, balance, steps, root, expected };
}

/**
 * Checks a user's proof against the root the day's signed digest published (hex hash, decimal total),
 * with the id of the user it should be theirs: the leaf is rebuilt from the nonce, balance and id, hashed
 * up the path with each sibling's sum, and must reach the published root's hash and total. Every amount
 * must lie in 0 … 2^128 − 1; a sibling's sum is part of its parent's hash, so changing one, or shifting
 * liabilities between siblings, changes the root.
 */
export function verifyProof(
  proof: LiabilityProof,
  expected: { root: PublishedRoot; userId: string | number },
): ProofCheck {
  const read = readProof(proof, expected.root);
  if (typeof read === 'string') return { ok: false, reason: read };
  const { root } = read;
  if (toHex(root.hash) !== toHex(read.expected.hash) || root.sum !== read.expected.sum) {
    return { ok: false, reason: 'PROOF_NOT_PUBLISHED_ROOT' };
  }
  let node: Node = {
    hash: leafHash(read.nonce, read.balance, leafLabel(read.asset, expected.userId)),
    sum: read.balance,
  };
  for (const { side, node: sibling } of read.steps) {
    const sum = node.sum + sibling.sum;
    if (sum > UINT128_MAX) return { ok: false, reason: 'PROOF_TOO_LARGE' };
    const [left, right] = side === 'left' ? [sibling, node] : [node, sibling];
    node = { hash: nodeHash(left.hash, left.sum, right.hash, right.sum), sum };
  }
  if (toHex(node.hash) !== toHex(root.hash)) return { ok: false, reason: 'PROOF_ROOT_MISMATCH' };
  if (node.sum !== root.sum) return { ok: false, reason: 'PROOF_SUM_MISMATCH' };
  return { ok: true, balance: read.balance, total: root.sum };
}
