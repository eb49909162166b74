import type { AnswerOf, Asset, api } from '@mcc/contract';
import {
  type DigestAsset,
  type DigestBody,
  parseDigestMessage,
  verifyDigestSignature,
} from '@mcc/contract/ledger-digest';
import { type ProofFailure, verifyProof } from '@mcc/contract/liabilities-tree';
import { sha256 } from '@noble/hashes/sha2';

/**
 * What the verify page checks in the browser (issue 37), in order, trusting nothing the server says
 * beside what its key signed:
 * 1. the digest names one of the published keys, and its Ed25519 signature over `message` holds;
 * 2. the signed message itself is read (never the unsigned `day`, `assets` served beside it): it must be
 *    the day asked for and have a line for the asset, whose root hash and total are what the proof
 *    must reach;
 * 3. the proof, rebuilt with the signed-in user's own id (from their session, not the answer's
 *    `userId`), leads up its path to that root and total.
 * Ed25519 and SHA-256 come from @noble (through the contract's modules), not WebCrypto, as
 * docs/decisions/verifiable-ledger.md says: synchronous, and present on a page served over plain http,
 * where `crypto.subtle` is not.
 */

export type ProofAnswer = AnswerOf<typeof api.ledgerProofs.proof>;
export type SigningKeys = AnswerOf<typeof api.ledgerProofs.key>;

/** Why the digest itself is refused, before any proof is looked at. */
export const DIGEST_FAILURES = [
  'DIGEST_KEY_UNKNOWN',
  'DIGEST_SIGNATURE_INVALID',
  'DIGEST_MALFORMED',
  'DIGEST_OTHER_DAY',
  'DIGEST_ASSET_MISSING',
] as const;
export type DigestFailure = (typeof DIGEST_FAILURES)[number];
export type CheckFailure = DigestFailure | ProofFailure;

/** What the signature covers, once it holds: the day's signed facts and the asset's signed line. */
export interface SignedDigest {
  body: DigestBody;
  line: DigestAsset;
  publicKey: string;
}

/** The checks as the page lists them: each passed, failed, or not reached (or not needed). */
export type CheckStep = 'signature' | 'signed' | 'leaf';
export type StepState = 'passed' | 'failed' | 'skipped';

export type ProofVerdict =
  | { kind: 'included'; signed: SignedDigest; balance: bigint; total: bigint }
  | { kind: 'noBalance'; signed: SignedDigest; total: bigint }
  | { kind: 'refused'; reason: CheckFailure; signed?: SignedDigest };

export function checkProof(input: {
  answer: ProofAnswer;
  keys: SigningKeys;
  day: string;
  asset: Asset;
  userId: number;
}): ProofVerdict {
  const { answer, keys, day, asset, userId } = input;
  const { digest, proof } = answer;
  if (!keys.keys.some((k) => k.publicKey === digest.publicKey)) {
    return { kind: 'refused', reason: 'DIGEST_KEY_UNKNOWN' };
  }
  if (!verifyDigestSignature(digest.message, digest.signature, digest.publicKey)) {
    return { kind: 'refused', reason: 'DIGEST_SIGNATURE_INVALID' };
  }
  const body = parseDigestMessage(digest.message);
  if (!body) return { kind: 'refused', reason: 'DIGEST_MALFORMED' };
  if (body.day !== day) return { kind: 'refused', reason: 'DIGEST_OTHER_DAY' };
  const line = body.assets.find((a) => a.asset === asset);
  if (!line) return { kind: 'refused', reason: 'DIGEST_ASSET_MISSING' };
  const signed = { body, line, publicKey: digest.publicKey };
  if (proof === null) return { kind: 'noBalance', signed, total: BigInt(line.total) };
  const check = verifyProof(proof, { root: { hash: line.root, sum: line.total }, userId });
  if (!check.ok) return { kind: 'refused', reason: check.reason, signed };
  return { kind: 'included', signed, balance: check.balance, total: check.total };
}

/** How far the checks got: the step a refusal stopped at failed, those after it were not reached. */
export function stepStates(verdict: ProofVerdict): Record<CheckStep, StepState> {
  if (verdict.kind === 'included') return { signature: 'passed', signed: 'passed', leaf: 'passed' };
  if (verdict.kind === 'noBalance') return { signature: 'passed', signed: 'passed', leaf: 'skipped' };
  const { reason } = verdict;
  if (reason === 'DIGEST_KEY_UNKNOWN' || reason === 'DIGEST_SIGNATURE_INVALID') {
    return { signature: 'failed', signed: 'skipped', leaf: 'skipped' };
  }
  if ((DIGEST_FAILURES as readonly string[]).includes(reason)) {
    return { signature: 'passed', signed: 'failed', leaf: 'skipped' };
  }
  return { signature: 'passed', signed: 'passed', leaf: 'failed' };
}

const fromHexOrEmpty = (hex: string) =>
  /^([0-9a-f]{2})*$/.test(hex)
    ? Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
    : undefined;
const hexOf = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The user's leaf hash as the page recomputed it, for the technically minded (the exact bytes are in
 * docs/decisions/verifiable-ledger.md): SHA-256(0x00 ‖ nonce ‖ balance as 16 bytes BE ‖ `<asset>:<id>`).
 * Undefined when the proof's nonce or balance cannot be read (the verdict says why).
 */
export function leafHashOf(proof: NonNullable<ProofAnswer['proof']>, userId: number): string | undefined {
  const nonce = fromHexOrEmpty(proof.nonce);
  if (nonce?.length !== 32 || !/^(0|[1-9]\d{0,38})$/.test(proof.balance)) return undefined;
  let balance = BigInt(proof.balance);
  if (balance >= 1n << 128n) return undefined;
  const label = new TextEncoder().encode(`${proof.asset}:${userId}`);
  const preimage = new Uint8Array(1 + 32 + 16 + label.length);
  preimage.set(nonce, 1);
  for (let at = 48; at >= 33; at--) {
    preimage[at] = Number(balance & 0xffn);
    balance >>= 8n;
  }
  preimage.set(label, 49);
  return hexOf(sha256(preimage));
}

/** A long hex value as the page shows it in a line: its first and last eight digits. */
export const shortHex = (hex: string) => (hex.length > 20 ? `${hex.slice(0, 8)}…${hex.slice(-8)}` : hex);
