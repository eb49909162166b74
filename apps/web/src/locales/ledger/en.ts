import type { LedgerMessages } from './zh-Hans.ts';

export const ledgerEn: LedgerMessages = {
  proof: {
    intro:
      'After each business day closes (midnight UTC+8), the platform signs and publishes what it owes all users in each asset, together with the root of a Merkle tree of every balance. This page checks in your own browser that your balance that day is counted in the published total.',
    day: 'Day',
    asset: 'Asset',
    pickDay: 'Choose a day',
    empty: 'No daily digest has been published yet: the first comes after the first business day closes.',
    loadFailed: 'Could not load the proof of liabilities',
    verdict: {
      included: 'Verified',
      includedText: 'Your balance of {{balance}} on {{day}} is included in the published total of {{total}}.',
      refused: 'Not verified',
      noBalance: 'No balance to count',
      noBalanceText:
        'You held no {{asset}} on {{day}}, so the platform owed you none to count (published total {{total}}). If you did hold {{asset}} that day, please contact support.',
    },
    reasons: {
      DIGEST_KEY_UNKNOWN: 'The digest is signed with a key the platform has not published.',
      DIGEST_SIGNATURE_INVALID:
        'The digest’s signature does not hold: it was changed after signing, or not signed with the platform’s key.',
      DIGEST_MALFORMED: 'The signed digest cannot be read.',
      DIGEST_OTHER_DAY: 'The digest received is not the chosen day’s.',
      DIGEST_ASSET_MISSING: 'The day’s signed digest has no line for this asset.',
      PROOF_MALFORMED: 'The proof’s data is not well formed.',
      PROOF_NEGATIVE:
        'The proof holds a negative amount: a negative balance could cancel out someone else’s.',
      PROOF_TOO_LARGE: 'An amount in the proof is out of the allowed range.',
      PROOF_NOT_PUBLISHED_ROOT: 'The proof leads to a root other than the one the signed digest published.',
      PROOF_ROOT_MISMATCH:
        'Your balance and user ID, hashed up the path, do not reach the published root: the balance or the path was changed, or this is not your record.',
      PROOF_SUM_MISMATCH: 'Adding up the path does not give the published total.',
    },
    facts: {
      title: 'The day’s digest (signed)',
      day: 'Business day',
      total: 'Published total',
      users: 'Users counted',
      entries: 'Ledger entries',
      heads: 'Ledger chain head',
      key: 'Signing key',
      signedAt: 'Signed at',
    },
    checks: {
      title: 'What your browser checked',
      signature: 'The digest is signed (Ed25519) with a key the platform publishes, and unchanged since.',
      signed:
        'The total and the root are read from the signed text itself, not from unsigned fields beside it.',
      leaf: 'Your leaf, rebuilt from your own user ID and balance and added up the path, gives the published root and total.',
      states: { passed: 'Passed', failed: 'Failed', skipped: 'Not run' },
    },
    details: {
      title: 'Technical details',
      pathLength: 'Path length (levels)',
      leafHash: 'Leaf hash (recomputed here)',
      nonce: 'Leaf nonce',
      root: 'Root hash',
      publicKey: 'Signing key',
      signature: 'Signature',
      message: 'Signed text',
    },
  },
};
