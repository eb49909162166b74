import { z } from 'zod';
import { calendarDay } from './daily-tasks.ts';
import { ASSETS } from './wallet.ts';

/**
 * The verifiable ledger's schemas (issue 37): signed daily digests, the signing keys, a user's proof
 * that their balance is counted, and the console's view of the hash chain and its verifications.
 * Amounts here are micro-units as decimal strings (the exact numbers that were hashed and signed);
 * the apps format them.
 */

const hex32 = z.string().regex(/^[0-9a-f]{64}$/);
const micros = z.string().regex(/^(0|[1-9]\d*)$/);
const time = z.string();

/** One asset's line of a digest: total liabilities, the tree's root and how many leaves it has. */
export const ledgerDigestAsset = z.object({
  asset: z.enum(ASSETS),
  total: micros,
  root: hex32,
  users: z.number().int(),
});

/**
 * A business day's digest. `message` is exactly what was signed (`@mcc/contract/ledger-digest`); the
 * other fields are read from it for display, and a verifier trusts the message, not them.
 */
export const ledgerDigest = z.object({
  day: z.string(),
  cutoff: micros,
  entries: micros,
  heads: hex32,
  assets: z.array(ledgerDigestAsset),
  message: z.string(),
  signature: z.string().regex(/^[0-9a-f]{128}$/),
  publicKey: hex32,
  signedAt: time,
});
export type LedgerDigest = z.infer<typeof ledgerDigest>;

export const ledgerDigestQuery = z.object({
  /** Digests of days before this one (the list's next page). */
  before: calendarDay.optional(),
  limit: z.coerce.number().int().min(1).max(60).default(30),
});
export const ledgerDigestList = z.object({ list: z.array(ledgerDigest), hasMore: z.boolean() });

/** The keys digests are signed with: the current one and every earlier one (a digest names its own). */
export const ledgerSigningKeys = z.object({
  algorithm: z.literal('Ed25519'),
  keys: z.array(z.object({ publicKey: hex32, current: z.boolean(), firstDay: z.string().nullable() })),
});

export const ledgerProofQuery = z.object({
  day: calendarDay,
  asset: z.enum(ASSETS, { error: 'ASSET_INVALID' }),
});

/** A path step, as liabilities-tree.ts's `ProofStep`. */
const proofStep = z.object({ side: z.enum(['left', 'right']), hash: z.string(), sum: z.string() });

/**
 * A user's proof for a day and asset: the day's digest and their leaf's path to the root
 * (liabilities-tree.ts's `LiabilityProof`); `proof` is null when they held none of the asset that day
 * (a zero balance is not a leaf). The verifier rebuilds the leaf with its own user id.
 */
export const ledgerProofAnswer = z.object({
  digest: ledgerDigest,
  userId: z.number().int(),
  proof: z
    .object({
      asset: z.string(),
      nonce: z.string(),
      balance: z.string(),
      path: z.array(proofStep),
      root: z.object({ hash: z.string(), sum: z.string() }),
    })
    .nullable(),
});

export const LEDGER_VERIFICATION_STATES = ['running', 'passed', 'failed'] as const;
export const LEDGER_VERIFICATION_TRIGGERS = ['daily', 'operator'] as const;

/**
 * One run of the chain's verification (what `ledger:verify -- --chain` does): every entry's hash
 * recomputed, every account's head, every transfer against its entries, every digest's signature and
 * heads. `firstBadSeq` names the first entry found wrong; `problems` the first lines of what was.
 */
export const ledgerVerification = z.object({
  id: z.number().int(),
  state: z.enum(LEDGER_VERIFICATION_STATES),
  trigger: z.enum(LEDGER_VERIFICATION_TRIGGERS),
  operator: z.string().nullable(),
  entries: micros,
  digests: z.number().int(),
  firstBadSeq: micros.nullable(),
  problems: z.array(z.string()),
  startedAt: time,
  finishedAt: time.nullable(),
});
export type LedgerVerification = z.infer<typeof ledgerVerification>;
export const ledgerVerificationList = z.object({ list: z.array(ledgerVerification) });

/** The chain as the console's overview shows it. */
export const ledgerChainState = z.object({
  /** Journal entries, the highest sequence number, accounts with a chain. */
  entries: micros,
  lastSeq: micros,
  accounts: z.number().int(),
  publicKey: hex32,
  lastDigest: ledgerDigest.nullable(),
  lastVerification: ledgerVerification.nullable(),
});
