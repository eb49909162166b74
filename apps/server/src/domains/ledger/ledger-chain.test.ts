import { verifyDigestSignature } from '@mcc/contract/ledger-digest';
import { verifyProof } from '@mcc/contract/liabilities-tree';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { expectOk, openTestApp, operatorToken, type TestApp } from '../../test/harness.ts';
import { entriesAfter, lastSeq, TAMPERABLE, tamperEntry, unsealed } from '../../test/ledger-tamper.ts';
import { asOperator } from '../../test/operators.ts';
import { signUp } from '../../test/users.ts';
import { unwrap } from './ledger.service.ts';
import { verifyChain } from './ledger-chain.verify.ts';

let app: TestApp;
let api: Awaited<ReturnType<typeof openTestApp>>['api'];
let finance: string;
const db = () => app.database.db;

beforeAll(async () => {
  const opened = await openTestApp('finance');
  ({ app, api } = opened);
  finance = opened.tokens.finance;
});
afterAll(() => app.dispose());

const DAY_MS = 86_400_000;
let keys = 0;
const key = (label: string) => `chain-test:${label}:${++keys}`;

/** A user with `usdt` credited, and a hold posted, a hold voided and a transfer out of their account. */
async function history(usdt = '50') {
  const { user, token } = await signUp(app, { usdt });
  const ledger = app.services.ledger;
  const from = await ledger.userAccount(db(), user.id, 'USDT');
  const to = await ledger.systemAccount(db(), 'fees', 'USDT');
  const spec = (label: string, amount: bigint) =>
    ({ key: key(label), debit: from, credit: to, asset: 'USDT', amount, code: 'fee' }) as const;
  const posted = spec('posted', 3_000_000n);
  const voided = spec('voided', 2_000_000n);
  await db().transaction(async (tx) => {
    unwrap(await ledger.hold(tx, posted));
    unwrap(await ledger.post(tx, posted.key));
    unwrap(await ledger.hold(tx, voided));
    unwrap(await ledger.void(tx, voided.key));
    unwrap(await ledger.transfer(tx, spec('transfer', 1_000_000n)));
  });
  return { user, token, account: from };
}

const clean = async () => {
  const report = await verifyChain(db());
  expect(report.problems).toEqual([]);
  expect(report.firstBadSeq).toBeNull();
  return report;
};

describe('the hash chain', () => {
  it('writes an entry for every movement and every post or void, and the whole chain recomputes', async () => {
    const before = await lastSeq(db());
    const { account } = await history();
    expect((await entriesAfter(db(), before)).map((e) => e.action)).toEqual([
      'transfer', // the credit
      'hold',
      'post',
      'hold',
      'void',
      'transfer',
    ]);
    const [row] = rowsOf<{ chain_seq: string }>(
      await db().execute(sql`SELECT chain_seq::text FROM ledger_accounts WHERE id = ${account}`),
    );
    expect(row?.chain_seq).toBe('6');
    const report = await clean();
    expect(report.entries).toBeGreaterThanOrEqual(6n);
  });

  it('names the entry whose field was changed with SQL, for every sealed field, and is clean once it is put back', async () => {
    const before = await lastSeq(db());
    await history();
    const entries = await entriesAfter(db(), before);
    const creation = entries.find((e) => e.action === 'hold');
    const post = entries.find((e) => e.action === 'post');
    if (!creation || !post) throw new Error('the history has a hold and a post');
    for (const field of TAMPERABLE) {
      // A transfer's fields are hashed into its first entry (and its post); its resolution time into the post.
      const seq = field === 'resolved_at' ? post.seq : creation.seq;
      const restore = await tamperEntry(db(), seq, field);
      const report = await verifyChain(db());
      expect({ field, first: report.firstBadSeq }).toEqual({ field, first: seq });
      expect(report.problems.join('\n')).toContain(`entry ${seq}`);
      await restore();
    }
    await clean();
  });

  it('finds an entry deleted, entries swapped, and an account whose last entry is gone', async () => {
    const before = await lastSeq(db());
    const { account } = await history();
    const entries = await entriesAfter(db(), before);
    const [credit, hold, post] = entries;
    if (!credit || !hold || !post) throw new Error('three entries at least');
    const unsealedJournal = (change: ReturnType<typeof sql>) => unsealed(db(), 'ledger_journal', change);
    const saved = rowsOf<{ seq: string; transfer_id: string; action: string; hash: string }>(
      await db().execute(sql`SELECT seq::text, transfer_id::text, action, hash FROM ledger_journal
        WHERE seq IN (${hold.seq.toString()}::bigint, ${post.seq.toString()}::bigint) ORDER BY seq`),
    );
    const [h, p] = saved;
    if (!h || !p) throw new Error('both saved');
    const put = (at: string, r: typeof h) =>
      sql`UPDATE ledger_journal SET transfer_id = ${r.transfer_id}::bigint, action = ${r.action}, hash = ${r.hash}
        WHERE seq = ${at}::bigint`;

    // Deleted: the next entry of the same accounts no longer follows from the one before it.
    await unsealedJournal(sql`DELETE FROM ledger_journal WHERE seq = ${hold.seq.toString()}::bigint`);
    let report = await verifyChain(db());
    expect(report.firstBadSeq).toBe(post.seq);
    expect(report.problems.join('\n')).toMatch(/transfer \d+ \(posted\): its journal entries are \[post\]/);
    await unsealedJournal(sql`INSERT INTO ledger_journal (seq, transfer_id, action, hash) OVERRIDING SYSTEM VALUE
      VALUES (${h.seq}::bigint, ${h.transfer_id}::bigint, ${h.action}, ${h.hash})`);
    await clean();

    // Swapped: the hold's entry after its post.
    await unsealedJournal(put(h.seq, p));
    await unsealedJournal(put(p.seq, h));
    report = await verifyChain(db());
    expect(report.firstBadSeq).toBe(hold.seq);
    await unsealedJournal(put(h.seq, h));
    await unsealedJournal(put(p.seq, p));
    await clean();

    // The account's last entry gone: its stored head names one entry more than the journal holds.
    const last = entries.at(-1);
    if (!last) throw new Error('a last entry');
    const [l] = rowsOf<{ transfer_id: string; action: string; hash: string }>(
      await db().execute(
        sql`SELECT transfer_id::text, action, hash FROM ledger_journal WHERE seq = ${last.seq.toString()}::bigint`,
      ),
    );
    await unsealedJournal(sql`DELETE FROM ledger_journal WHERE seq = ${last.seq.toString()}::bigint`);
    report = await verifyChain(db());
    expect(report.problems.join('\n')).toContain(
      `account ${account}: its head says 6 entries, the journal has 5`,
    );
    await unsealedJournal(sql`INSERT INTO ledger_journal (seq, transfer_id, action, hash) OVERRIDING SYSTEM VALUE
      VALUES (${last.seq.toString()}::bigint, ${l?.transfer_id}::bigint, ${l?.action}, ${l?.hash})`);
    await clean();
  });

  it('refuses to change or delete sealed rows, and lets a hold be posted or voided once', async () => {
    const before = await lastSeq(db());
    await history();
    const [first] = await entriesAfter(db(), before);
    const seq = first?.seq.toString();
    const refused = [
      sql`UPDATE ledger_journal SET hash = hash WHERE seq = ${seq}::bigint`,
      sql`DELETE FROM ledger_journal WHERE seq = ${seq}::bigint`,
      sql`TRUNCATE ledger_journal`,
      sql`UPDATE ledger_entries SET delta = delta WHERE transfer_id = (SELECT transfer_id FROM ledger_journal WHERE seq = ${seq}::bigint)`,
      sql`DELETE FROM ledger_entries WHERE transfer_id = (SELECT transfer_id FROM ledger_journal WHERE seq = ${seq}::bigint)`,
      sql`UPDATE ledger_transfers SET amount = amount + 1 WHERE id = (SELECT transfer_id FROM ledger_journal WHERE seq = ${seq}::bigint)`,
      sql`UPDATE ledger_transfers SET state = 'pending', resolved_at = NULL WHERE state = 'posted' AND resolved_at IS NOT NULL`,
      sql`DELETE FROM ledger_transfers WHERE id = (SELECT transfer_id FROM ledger_journal WHERE seq = ${seq}::bigint)`,
    ];
    for (const change of refused) {
      const error = await db()
        .execute(change)
        .then(
          () => undefined,
          (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
        );
      expect(error).toMatch(/is sealed/);
    }
    await clean();
  });
});

describe("the console's verification", () => {
  const op = () => asOperator(finance);
  const settle = () => app.services.ledgerVerifications.settled();

  /**
   * On PostgreSQL, a verification started now keeps running until the answer's release: another
   * connection holds the journal (a run of this small chain could otherwise end before the second press
   * arrives, and a new run after it is right). PGlite runs one statement at a time: the second press's
   * transaction is already waiting before the first run reads anything.
   */
  async function holdJournal(): Promise<() => Promise<void>> {
    const url = app.database.pool?.options.connectionString;
    if (!url) return async () => {};
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE ledger_journal IN ACCESS EXCLUSIVE MODE');
    return async () => {
      await holder.query('COMMIT');
      await holder.end();
    };
  }

  it('runs once at a time when pressed twice, audited, and lists a failed run with its first wrong entry', async () => {
    const release = await holdJournal();
    const [a, b] = await Promise.all([
      api.post('/admin-api/ledger/verifications', undefined, op()),
      api.post('/admin-api/ledger/verifications', undefined, op()),
    ]);
    await release();
    expect(expectOk(a, 'first').id).toBe(expectOk(b, 'second').id);
    await settle();
    const passed = expectOk(await api.get('/admin-api/ledger/verifications', op()), 'list').list[0];
    expect(passed).toMatchObject({
      id: a.body.data.id,
      state: 'passed',
      trigger: 'operator',
      firstBadSeq: null,
    });
    const audited = rowsOf<{ n: number }>(
      await db().execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'ledger.verify'
        AND target_type = 'ledger' AND target_id = ${String(a.body.data.id)}`),
    );
    expect(audited[0]?.n).toBe(1);

    const before = await lastSeq(db());
    await history();
    const [entry] = await entriesAfter(db(), before);
    if (!entry) throw new Error('an entry');
    const restore = await tamperEntry(db(), entry.seq, 'amount');
    expectOk(await api.post('/admin-api/ledger/verifications', undefined, op()), 'again');
    await settle();
    const state = expectOk(await api.get('/admin-api/ledger/chain', op()), 'state');
    expect(state.lastVerification).toMatchObject({ state: 'failed', firstBadSeq: entry.seq.toString() });
    expect(state.lastVerification.problems[0]).toContain(`entry ${entry.seq}`);
    expect(state.lastSeq).toBe((await lastSeq(db())).toString());
    await restore();
  });

  it("signs the closed day's digest from the console, once", async () => {
    app.clock.advance(DAY_MS);
    finance = await operatorToken(app, 'finance'); // a day idle ends an operator's session
    const [a, b] = await Promise.all([
      api.post('/admin-api/ledger/digests', undefined, op()),
      api.post('/admin-api/ledger/digests', undefined, op()),
    ]);
    expect(expectOk(a, 'first')).toEqual(expectOk(b, 'second'));
    const listed = expectOk(await api.get('/admin-api/ledger/digests?limit=1', op()), 'digests');
    expect(listed.list).toEqual([a.body.data]);
    const state = expectOk(await api.get('/admin-api/ledger/chain', op()), 'state');
    expect(state.lastDigest).toEqual(a.body.data);
    expect(state.publicKey).toBe(a.body.data.publicKey);
  });
});

describe('the daily digest', () => {
  it('signs the closed day once, and its heads, totals and roots are what the chain and balances recompute', async () => {
    const { user, token } = await history('80');
    const empty = await signUp(app);
    const unsigned = await api.get('/api/ledger/proof?day=2020-01-01&asset=USDT', { token, lang: 'en' });
    expect(unsigned.body).toMatchObject({ code: 0, msg: 'No ledger digest has been signed for that day' });

    app.clock.advance(DAY_MS);
    const [one, two] = await Promise.all([
      app.services.ledgerDigests.signClosedDay(),
      app.services.ledgerDigests.signClosedDay(),
    ]);
    expect(one.digest).toEqual(two.digest);
    expect([one.signed, two.signed].filter(Boolean).length).toBeLessThanOrEqual(1);
    const digest = one.digest;
    const keys = expectOk(await api.get('/api/ledger/key'), 'keys');
    expect(keys.keys.filter((k: { current: boolean }) => k.current)).toEqual([
      { publicKey: digest.publicKey, current: true, firstDay: expect.any(String) },
    ]);
    expect(verifyDigestSignature(digest.message, digest.signature, digest.publicKey)).toBe(true);

    // Money moved after the digest changes nothing of it.
    await history('5');
    const answer = expectOk(
      await api.get(`/api/ledger/proof?day=${digest.day}&asset=USDT`, { token }),
      'proof',
    );
    expect(answer.digest).toEqual(digest);
    const usdt = digest.assets.find((a: { asset: string }) => a.asset === 'USDT');
    if (!usdt) throw new Error('a USDT line');
    const check = verifyProof(answer.proof, { root: { hash: usdt.root, sum: usdt.total }, userId: user.id });
    expect(check).toEqual({ ok: true, balance: 76_000_000n, total: BigInt(usdt.total) });
    // Someone else's leaf is not the signed-in user's.
    expect(
      verifyProof(answer.proof, { root: { hash: usdt.root, sum: usdt.total }, userId: empty.user.id }),
    ).toEqual({
      ok: false,
      reason: 'PROOF_ROOT_MISMATCH',
    });
    const none = expectOk(
      await api.get(`/api/ledger/proof?day=${digest.day}&asset=USDT`, { token: empty.token }),
      'none',
    );
    expect(none.proof).toBeNull();

    const listed = expectOk(await api.get('/api/ledger/digests'), 'digests');
    expect(listed.list[0]).toEqual(digest);
    const report = await clean();
    expect(report.digests).toBeGreaterThanOrEqual(1);
  });

  it('is refused by the verification when its signature, its key or a leaf was changed', async () => {
    app.clock.advance(DAY_MS);
    const { digest } = await app.services.ledgerDigests.signClosedDay();
    const day = digest.day;
    const flipped = `${digest.signature.slice(0, -1)}${digest.signature.endsWith('0') ? '1' : '0'}`;
    await unsealed(
      db(),
      'ledger_digests',
      sql`UPDATE ledger_digests SET signature = ${flipped} WHERE day = ${day}`,
    );
    expect((await verifyChain(db())).problems).toContain(`digest ${day}: its signature does not verify`);
    await unsealed(
      db(),
      'ledger_digests',
      sql`UPDATE ledger_digests SET signature = ${digest.signature} WHERE day = ${day}`,
    );

    const stranger = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
    await unsealed(
      db(),
      'ledger_digests',
      sql`UPDATE ledger_digests SET public_key = ${stranger} WHERE day = ${day}`,
    );
    expect((await verifyChain(db())).problems).toEqual(
      expect.arrayContaining([
        `digest ${day}: signed by a key never recorded (${stranger})`,
        `digest ${day}: its signature does not verify`,
      ]),
    );
    await unsealed(
      db(),
      'ledger_digests',
      sql`UPDATE ledger_digests SET public_key = ${digest.publicKey} WHERE day = ${day}`,
    );

    const [leaf] = rowsOf<{ user_id: number; balance: string }>(
      await db().execute(sql`SELECT user_id, balance::text FROM ledger_digest_balances
        WHERE day = ${day} AND asset = 'USDT' ORDER BY user_id LIMIT 1`),
    );
    if (!leaf) throw new Error('a leaf');
    await unsealed(
      db(),
      'ledger_digest_balances',
      sql`UPDATE ledger_digest_balances SET balance = balance - 1 WHERE day = ${day} AND asset = 'USDT' AND user_id = ${leaf.user_id}`,
    );
    expect((await verifyChain(db())).problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`digest ${day}: user ${leaf.user_id}'s USDT leaf is`),
        `digest ${day}: the signed USDT root and total are not those of its balances`,
      ]),
    );
    await unsealed(
      db(),
      'ledger_digest_balances',
      sql`UPDATE ledger_digest_balances SET balance = ${leaf.balance}::bigint WHERE day = ${day} AND asset = 'USDT' AND user_id = ${leaf.user_id}`,
    );
    await clean();
  });

  it('catches a rewrite that recomputed every hash after it: the signed heads no longer match', async () => {
    app.clock.advance(DAY_MS);
    const { digest } = await app.services.ledgerDigests.signClosedDay();
    const [first] = await entriesAfter(db(), 0n);
    if (!first) throw new Error('an entry');
    await tamperEntry(db(), first.seq, 'memo');
    // The rewrite an operator with SQL could make: every entry re-hashed in order, every head reset.
    await unsealed(
      db(),
      'ledger_journal',
      sql`DO $$
      DECLARE j ledger_journal; t ledger_transfers; d ledger_accounts; c ledger_accounts; h text;
      BEGIN
        UPDATE ledger_accounts SET chain_seq = 0, chain_head = repeat('0', 64);
        FOR j IN SELECT * FROM ledger_journal ORDER BY seq LOOP
          SELECT * INTO t FROM ledger_transfers WHERE id = j.transfer_id;
          SELECT * INTO d FROM ledger_accounts WHERE id = t.debit_account_id;
          SELECT * INTO c FROM ledger_accounts WHERE id = t.credit_account_id;
          h := ledger_entry_hash(d.chain_head, c.chain_head, t.id, j.action, d.id, d.chain_seq + 1, c.id,
            c.chain_seq + 1, t.key, t.asset, t.amount, t.code, t.ref_type, t.ref_id, t.memo,
            CASE WHEN j.action IN ('transfer', 'hold') THEN t.created_at ELSE t.resolved_at END);
          UPDATE ledger_journal SET hash = h WHERE seq = j.seq;
          UPDATE ledger_accounts SET chain_seq = chain_seq + 1, chain_head = h WHERE id IN (d.id, c.id);
        END LOOP;
      END $$`,
    );
    const report = await verifyChain(db());
    // The chain itself is consistent again; only the signatures made before the rewrite give it away.
    expect(report.firstBadSeq).toBeNull();
    expect(report.problems).toContain(
      `digest ${digest.day}: the accounts' heads differ from the chain at entry ${digest.cutoff}`,
    );
  });
});
