import { ASSETS, type Asset } from '@mcc/contract';
import { parseDigestMessage, verifyDigestSignature } from '@mcc/contract/ledger-digest';
import { buildTree, leafOf } from '@mcc/contract/liabilities-tree';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { GENESIS_HEAD } from './ledger.tables.ts';
import { entryHash, headsHash } from './ledger-chain-hash.ts';

/** What the chain's verification found: entries read, digests checked, the first wrong entry, the lines. */
export interface ChainReport {
  entries: bigint;
  digests: number;
  firstBadSeq: bigint | null;
  /** One line per problem, the first `MAX_LINES` of them (then how many more). */
  problems: string[];
}

/** Journal entries read per query. */
const BATCH = 5_000;
/** Problem lines kept: enough to see a pattern, not a copy of a rewritten ledger. */
const MAX_LINES = 100;

interface EntryRow {
  seq: string;
  transfer_id: string;
  action: string;
  hash: string;
  found: boolean;
  key: string;
  debit_account_id: number;
  credit_account_id: number;
  asset: string;
  amount: string;
  code: string;
  ref_type: string;
  ref_id: string;
  memo: string;
  at: string | null;
}

interface DigestRow {
  day: string;
  cutoff: string;
  message: string;
  signature: string;
  public_key: string;
  day_secret: string;
}

/** An account as the walk has rebuilt it: its place in the chain, its head, its posted balance. */
interface Walked {
  seq: bigint;
  head: string;
  balance: bigint;
}

/**
 * Recomputes the whole hash chain from the journal and the transfers (`ledger:verify -- --chain`, the
 * console's verification): every entry's hash from both accounts' previous heads and its transfer's
 * sealed fields, each account's stored head, each transfer's entries against its state, each statement
 * line against its transfer, and every digest: its signature by a recorded key, and at its cutoff the
 * entry count, the accounts' heads, and each user's balance and the tree's root and total per asset.
 * Works from the database's rows alone, never its functions (which a rewrite could have replaced).
 */
export async function verifyChain(db: Db): Promise<ChainReport> {
  const problems: string[] = [];
  let dropped = 0;
  let firstBadSeq: bigint | null = null;
  const problem = (line: string, seq?: bigint) => {
    if (seq !== undefined && (firstBadSeq === null || seq < firstBadSeq)) firstBadSeq = seq;
    if (problems.length < MAX_LINES) problems.push(line);
    else dropped++;
  };

  const accounts = rowsOf<{
    id: number;
    user_id: number | null;
    asset: Asset;
    chain_seq: string;
    chain_head: string;
  }>(
    await db.execute(
      sql`SELECT id, user_id, asset, chain_seq::text, chain_head FROM ledger_accounts ORDER BY id`,
    ),
  );
  const owner = new Map(accounts.map((a) => [a.id, a]));
  const walked = new Map<number, Walked>();
  const at = (id: number): Walked => {
    let w = walked.get(id);
    if (!w) {
      w = { seq: 0n, head: GENESIS_HEAD, balance: 0n };
      walked.set(id, w);
    }
    return w;
  };

  const digests = rowsOf<DigestRow>(
    await db.execute(sql`SELECT day, cutoff::text, message, signature, public_key, day_secret
      FROM ledger_digests ORDER BY cutoff, day`),
  );
  const keys = new Set(
    rowsOf<{ public_key: string }>(await db.execute(sql`SELECT public_key FROM ledger_signing_keys`)).map(
      (r) => r.public_key,
    ),
  );
  let nextDigest = 0;
  let entries = 0n;

  /** Checks a digest against the chain as walked up to its cutoff. */
  async function checkDigest(d: DigestRow) {
    const body = parseDigestMessage(d.message);
    if (!body || body.day !== d.day || body.cutoff !== d.cutoff) {
      problem(`digest ${d.day}: its message is not a digest of that day and cutoff`);
      return;
    }
    if (!keys.has(d.public_key)) problem(`digest ${d.day}: signed by a key never recorded (${d.public_key})`);
    if (!verifyDigestSignature(d.message, d.signature, d.public_key)) {
      problem(`digest ${d.day}: its signature does not verify`);
    }
    if (BigInt(body.entries) !== entries) {
      problem(
        `digest ${d.day}: signed ${body.entries} entries up to ${d.cutoff}, the journal has ${entries}`,
      );
    }
    const heads = headsHash([...walked].map(([id, w]) => ({ id, seq: w.seq, head: w.head })));
    if (heads !== body.heads)
      problem(`digest ${d.day}: the accounts' heads differ from the chain at entry ${d.cutoff}`);
    const chainBalances = new Map<string, bigint>();
    for (const [id, w] of walked) {
      const a = owner.get(id);
      if (a?.user_id == null) continue;
      const label = `${a.asset}:${a.user_id}`;
      chainBalances.set(label, (chainBalances.get(label) ?? 0n) + w.balance);
    }
    const kept = rowsOf<{ asset: Asset; user_id: number; balance: string }>(
      await db.execute(sql`SELECT asset, user_id, balance::text FROM ledger_digest_balances
        WHERE day = ${d.day} ORDER BY asset, user_id`),
    );
    for (const r of kept) {
      const label = `${r.asset}:${r.user_id}`;
      if (chainBalances.get(label) !== BigInt(r.balance)) {
        problem(
          `digest ${d.day}: user ${r.user_id}'s ${r.asset} leaf is ${r.balance}, the chain says ${chainBalances.get(label) ?? 0n}`,
        );
      }
      chainBalances.delete(label);
    }
    for (const [label, balance] of chainBalances) {
      if (balance !== 0n) problem(`digest ${d.day}: ${label} holds ${balance} on the chain and has no leaf`);
    }
    for (const asset of ASSETS) {
      const signed = body.assets.find((a) => a.asset === asset);
      const rows = kept.filter((r) => r.asset === asset);
      const daySecret = Buffer.from(d.day_secret, 'hex');
      const tree = await buildTree(
        rows.map((r) => leafOf({ userId: r.user_id, asset, balance: BigInt(r.balance), daySecret })),
      );
      if (
        !signed ||
        signed.root !== tree.root.hash ||
        signed.total !== tree.root.sum.toString() ||
        signed.users !== tree.count
      ) {
        problem(`digest ${d.day}: the signed ${asset} root and total are not those of its balances`);
      }
    }
  }

  /** Digests whose cutoff lies below `seq` are checked before the entry `seq` is walked. */
  async function digestsBefore(seq: bigint | null) {
    while (nextDigest < digests.length) {
      const d = digests[nextDigest] as DigestRow;
      if (seq !== null && BigInt(d.cutoff) >= seq) return;
      await checkDigest(d);
      nextDigest++;
    }
  }

  for (let after = 0n; ; ) {
    const rows = rowsOf<EntryRow>(
      await db.execute(sql`SELECT j.seq::text, j.transfer_id::text, j.action, j.hash, t.id IS NOT NULL AS found,
          t.key, t.debit_account_id, t.credit_account_id, t.asset, t.amount::text, t.code, t.ref_type, t.ref_id, t.memo,
          (extract(epoch FROM CASE WHEN j.action IN ('transfer', 'hold') THEN t.created_at ELSE t.resolved_at END)
            * 1000000)::bigint::text AS at
        FROM ledger_journal j LEFT JOIN ledger_transfers t ON t.id = j.transfer_id
        WHERE j.seq > ${after.toString()}::bigint ORDER BY j.seq LIMIT ${BATCH}`),
    );
    for (const e of rows) {
      const seq = BigInt(e.seq);
      await digestsBefore(seq);
      entries++;
      if (!e.found || e.at === null) {
        problem(
          `entry ${seq}: its transfer ${e.transfer_id} ${e.found ? `has no time for its ${e.action}` : 'does not exist'}`,
          seq,
        );
        continue;
      }
      const d = at(e.debit_account_id);
      const c = at(e.credit_account_id);
      const amount = BigInt(e.amount);
      const hash = entryHash({
        debitHead: d.head,
        creditHead: c.head,
        transferId: BigInt(e.transfer_id),
        action: e.action,
        debit: e.debit_account_id,
        debitSeq: d.seq + 1n,
        credit: e.credit_account_id,
        creditSeq: c.seq + 1n,
        key: e.key,
        asset: e.asset,
        amount,
        code: e.code,
        refType: e.ref_type,
        refId: e.ref_id,
        memo: e.memo,
        atMicros: BigInt(e.at),
      });
      if (hash !== e.hash) {
        problem(
          `entry ${seq} (transfer ${e.transfer_id}, ${e.action}): its hash differs from the one recomputed — the entry or its transfer was changed, or an entry before it of account ${e.debit_account_id} or ${e.credit_account_id} is gone`,
          seq,
        );
      }
      // Walk on from the hash as recorded, so one changed entry is named once, not with all after it.
      for (const w of [d, c]) {
        w.seq += 1n;
        w.head = e.hash;
      }
      if (e.action === 'transfer' || e.action === 'post') {
        d.balance -= amount;
        c.balance += amount;
      }
    }
    if (rows.length < BATCH) break;
    after = BigInt((rows.at(-1) as EntryRow).seq);
  }
  await digestsBefore(null);

  for (const a of accounts) {
    const w = walked.get(a.id) ?? { seq: 0n, head: GENESIS_HEAD };
    if (BigInt(a.chain_seq) !== w.seq) {
      problem(
        `account ${a.id}: its head says ${a.chain_seq} entries, the journal has ${w.seq} (an entry of it is gone, or its head was changed)`,
      );
    } else if (a.chain_head !== w.head) {
      problem(
        `account ${a.id}: its head is not the hash of its last entry (the head or that entry's hash was changed)`,
      );
    }
  }
  const unmatched = rowsOf<{ id: string; state: string; actions: string }>(
    await db.execute(sql`WITH x AS (
        SELECT t.id, t.state, t.resolved_at, coalesce(array_agg(j.action ORDER BY j.seq)
          FILTER (WHERE j.seq IS NOT NULL), '{}') AS actions
        FROM ledger_transfers t LEFT JOIN ledger_journal j ON j.transfer_id = t.id GROUP BY t.id)
      SELECT id::text, state, array_to_string(actions, ',') AS actions FROM x
      WHERE actions <> CASE WHEN state = 'pending' THEN ARRAY['hold']
        WHEN state = 'posted' AND resolved_at IS NULL THEN ARRAY['transfer']
        WHEN state = 'posted' THEN ARRAY['hold', 'post'] ELSE ARRAY['hold', 'void'] END
      ORDER BY x.id`),
  );
  for (const t of unmatched) {
    problem(`transfer ${t.id} (${t.state}): its journal entries are [${t.actions}]`);
  }
  const lines = rowsOf<{ id: string; transfer_id: string }>(
    await db.execute(sql`SELECT e.id::text, e.transfer_id::text FROM ledger_entries e
      LEFT JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE t.id IS NULL OR NOT ((e.account_id = t.debit_account_id AND e.delta = -t.amount)
        OR (e.account_id = t.credit_account_id AND e.delta = t.amount))
      ORDER BY e.id`),
  );
  for (const l of lines) problem(`statement line ${l.id}: not a leg of transfer ${l.transfer_id}`);
  if (dropped > 0) problems.push(`… and ${dropped} more`);
  return { entries, digests: digests.length, firstBadSeq, problems };
}
