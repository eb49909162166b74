import { createHash } from 'node:crypto';

/**
 * The hash chain's bytes (docs/decisions/verifiable-ledger.md), computed again outside the database:
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
/** A text field: its UTF-8 length (4 bytes, big-endian), then its UTF-8 bytes. */
const field = (s: string) => {
  const bytes = Buffer.from(s, 'utf8');
  return Buffer.concat([u32(bytes.length), bytes]);
};

/** SHA-256(0x01 ‖ both previous heads ‖ ids, places and amount ‖ time ‖ the text fields), hex. */
export function entryHash(f: EntryFields): string {
  return createHash('sha256')
    .update(Buffer.from([1]))
    .update(Buffer.from(f.debitHead, 'hex'))
    .update(Buffer.from(f.creditHead, 'hex'))
    .update(i64(f.transferId))
    .update(u32(f.debit))
    .update(i64(f.debitSeq))
    .update(u32(f.credit))
    .update(i64(f.creditSeq))
    .update(i64(f.amount))
    .update(i64(f.atMicros))
    .update(field(f.action))
    .update(field(f.key))
    .update(field(f.asset))
    .update(field(f.code))
    .update(field(f.refType))
    .update(field(f.refId))
    .update(field(f.memo))
    .digest('hex');
}

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
