import { routes } from './define.ts';

/**
 * The verifiable ledger (issue 37), public side: the signed daily digests and the key they are signed
 * with are for anyone (no sign-in: an auditor, a journalist, a user's own script), a user's proof that
 * their balance is counted in a day's published total is theirs alone.
 */
const ledgerProofs = routes('ledger proofs', {
  digests: {
    method: 'GET',
    path: '/api/ledger/digests',
    auth: 'public',
    query: 'ledgerDigestQuery',
    answer: 'ledgerDigestList',
    description:
      "The signed daily digests, newest first: each day's message (chain head, entries, per-asset liabilities and Merkle roots), its Ed25519 signature and the key that made it.",
  },
  key: {
    method: 'GET',
    path: '/api/ledger/key',
    auth: 'public',
    answer: 'ledgerSigningKeys',
    description: 'The Ed25519 public keys digests are signed with: the current one and every earlier one.',
  },
  proof: {
    method: 'GET',
    path: '/api/ledger/proof',
    auth: 'user',
    query: 'ledgerProofQuery',
    answer: 'ledgerProofAnswer',
    description:
      "The signed-in user's leaf and path in the day's Merkle sum tree of the asset, with the day's digest, to check in their own browser that their balance is counted in the published total.",
  },
});

const op = { auth: 'operator', permission: 'ledger.read' } as const;

/** The console's side: the chain's state, the digests, and the verifications (run daily or by hand). */
const ledgerChain = routes('admin: ledger chain', {
  state: { method: 'GET', path: '/admin-api/ledger/chain', ...op, answer: 'ledgerChainState' },
  digests: {
    method: 'GET',
    path: '/admin-api/ledger/digests',
    ...op,
    query: 'ledgerDigestQuery',
    answer: 'ledgerDigestList',
  },
  signDigest: {
    method: 'POST',
    path: '/admin-api/ledger/digests',
    ...op,
    answer: 'ledgerDigest',
    description:
      "Signs the last closed business day's digest now, if it is not signed yet (the daily job does the same at 00:05 UTC+8); answers that day's digest. Idempotent: a day is signed once.",
  },
  verifications: {
    method: 'GET',
    path: '/admin-api/ledger/verifications',
    ...op,
    answer: 'ledgerVerificationList',
  },
  verifyChain: {
    method: 'POST',
    path: '/admin-api/ledger/verifications',
    ...op,
    answer: 'ledgerVerification',
    description:
      'Starts a verification of the whole chain (every entry hash, account head, transfer and digest signature) in the background; answers the run (or the one already running). Read the list again to see it done.',
  },
});

export const api = { ledgerProofs };
export const adminApi = { ledgerChain };
