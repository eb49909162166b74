import { createHash } from 'node:crypto';

/**
 * The hash chain's hashes (docs/decisions/verifiable-ledger.md), computed again outside the database:
 * the migration's `ledger_entry_hash` writes them, and the verification must not trust the database's
 * own functions to check the database.
 */

/** A journal entry's fields as they are hashed. */
export interface EntryFields {
  debitHead: string;
  creditHead: string;
  transferId: bigint;
  action: string;
  debit: number;
  debitSeq: bigint;
  credit: number;
  creditSeq: bigint;
  key: string;
  asset: string;
  amount: bigint;
  code: string;
  refType: string;
  refId: string;
  memo: string;
  /** Microseconds since 1970 (the stored time's full precision). */
  atMicros: bigint;
}

/** A text field as it is hashed: its UTF-8 length in bytes, a space, the text. */
const field = (s: string) => `${Buffer.byteLength(s, 'utf8')} ${s}`;

/**
 * SHA-256 of the UTF-8 line `mcc-ledger-1 <debit head> <credit head> <transfer> <debit> <debit seq>
 * <credit> <credit seq> <amount> <µs> <action> <key> <asset> <code> <ref type> <ref id> <memo>`, numbers
 * in decimal, each text field after its byte length (`8 transfer`), hex.
 */
export function entryHash(f: EntryFields): string {
  const line = [
    'mcc-ledger-1',
    f.debitHead,
    f.creditHead,
    f.transferId,
    f.debit,
    f.debitSeq,
    f.credit,
    f.creditSeq,
    f.amount,
    f.atMicros,
    ...[f.action, f.key, f.asset, f.code, f.refType, f.refId, f.memo].map(field),
  ].join(' ');
  return createHash('sha256').update(line, 'utf8').digest('hex');
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const i64 = (n: bigint) => {
  const b = Buffer.alloc(8);
  b.writeBigInt64BE(n);
  return b;
};

/** An account's place in the chain: entries that moved it and the last one's hash. */
export interface AccountHead {
  id: number;
  seq: bigint;
  head: string;
}

/**
 * What a digest signs for the whole chain: SHA-256 over every account with entries, in id order, of
 * id (4 bytes) ‖ seq (8 bytes) ‖ head (32 bytes). Each head commits to its account's whole past.
 */
export function headsHash(accounts: Iterable<AccountHead>): string {
  const hash = createHash('sha256');
  for (const a of [...accounts].filter((a) => a.seq > 0n).sort((x, y) => x.id - y.id)) {
    hash.update(u32(a.id)).update(i64(a.seq)).update(Buffer.from(a.head, 'hex'));
  }
  return hash.digest('hex');
}
