import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPages, downloadCsv } from '../../test/csv.ts';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { asOperator, auditTrail } from '../../test/operators.ts';
import { recharges, withdrawals } from './wallet.tables.ts';

let app: TestApp;
let api: Api;
let finance: string;
let operations: string;
beforeAll(async () => {
  ({
    app,
    api,
    tokens: { finance, operations },
  } = await openTestApp('finance', 'operations'));
});
afterAll(() => app.dispose());

const hash = () => randomBytes(32).toString('hex');
const at = (iso: string) => new Date(iso);

/**
 * A user with findable contacts: mobile 136<tag digits>, e-mail e<tag>@list.example, nickname Ann<tag>
 * (the e-mail starts with a letter: a hex tag starting with a digit was found by a search for a user id).
 */
async function person() {
  const tag = randomBytes(3).toString('hex');
  const digits = String(Number.parseInt(tag, 16)).padStart(8, '0');
  return app.services.auth.createUser({
    mobile: `136${digits}`,
    email: `e${tag}@list.example`,
    nickname: `Ann${tag.toUpperCase()}`,
  });
}

interface Row {
  id: number;
  userId: number;
  uid: string;
  amount: string;
  state: string;
  network: string;
  txHash: string;
  createdAt: string;
  reviewedAt: string | null;
}

describe('the recharge and withdrawal lists', () => {
  let alice: Awaited<ReturnType<typeof person>>;
  let bob: Awaited<ReturnType<typeof person>>;
  const hashes: string[] = [];
  beforeAll(async () => {
    alice = await person();
    bob = await person();
    const db = app.database.db;
    // Five recharges on 1–5 May 2026 (UTC), Alice's and Bob's, of different amounts and states.
    const made = [
      { userId: alice.id, amount: 30_000_000n, state: 'approved', day: 1, network: 'TRC20', reviewed: 3 },
      { userId: bob.id, amount: 10_000_000n, state: 'reviewing', day: 2, network: 'ERC20', reviewed: null },
      { userId: alice.id, amount: 20_000_000n, state: 'rejected', day: 3, network: 'TRC20', reviewed: 4 },
      { userId: bob.id, amount: 20_000_000n, state: 'approved', day: 4, network: 'BEP20', reviewed: 5 },
      { userId: alice.id, amount: 50_000_000n, state: 'reviewing', day: 5, network: 'TRC20', reviewed: null },
    ] as const;
    for (const r of made) {
      const txHash = hash();
      hashes.push(txHash);
      await db.insert(recharges).values({
        userId: r.userId,
        network: r.network,
        amount: r.amount,
        txHash,
        proof: '/uploads/proof.png',
        state: r.state,
        reason: r.state === 'rejected' ? '=HYPERLINK("http://x.example","click"), "quoted"\nsecond line' : '',
        createdAt: at(`2026-05-0${r.day}T10:00:00Z`),
        reviewedAt: r.reviewed === null ? null : at(`2026-05-0${r.reviewed}T12:00:00Z`),
      });
    }
    await db.insert(withdrawals).values([
      {
        userId: alice.id,
        network: 'TRC20',
        address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        amount: 5_000_000n,
        fee: 1_000_000n,
        createdAt: at('2026-05-02T10:00:00Z'),
      },
      {
        userId: bob.id,
        network: 'ERC20',
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        amount: 7_000_000n,
        fee: 1_000_000n,
        state: 'paid',
        txHash: hashes[0]?.replace(/^./, 'f') ?? '',
        createdAt: at('2026-05-03T10:00:00Z'),
        resolvedAt: at('2026-05-03T11:00:00Z'),
      },
    ]);
  });

  const list = async (query: string) => {
    const res = await api.get(`/admin-api/recharges?${query}`, asOperator(finance));
    expect(res.body.code, res.body.msg).toBe(1);
    return res.body.data as { list: Row[]; total: number };
  };
  const amountsOf = async (query: string) => (await list(query)).list.map((r) => r.amount);
  const mine = () => `q=${encodeURIComponent(alice.uid)}`;

  it('filters by a range of instants: from included, to not', async () => {
    // The operator in UTC+8 picks 2–4 May: from 2 May 00:00 +08:00 to 5 May 00:00 +08:00.
    const range = (from: string, to: string) =>
      `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const picked = await list(range('2026-05-02T00:00:00+08:00', '2026-05-05T00:00:00+08:00'));
    expect(picked.list.map((r) => r.createdAt).sort()).toEqual([
      '2026-05-02T10:00:00.000Z',
      '2026-05-03T10:00:00.000Z',
      '2026-05-04T10:00:00.000Z',
    ]);
    // A range ending exactly at a row's time leaves it out; starting there takes it.
    expect((await list(range('2026-05-01T10:00:00Z', '2026-05-02T10:00:00Z'))).total).toBe(1);
    // Dates alone are UTC midnights.
    expect((await list('from=2026-05-04&to=2026-05-05')).list.map((r) => r.amount)).toEqual(['20.000000']);
    const reversed = await api.get(
      `/admin-api/recharges?${range('2026-05-03', '2026-05-02')}`,
      asOperator(finance),
    );
    expectError(reversed, 'VALIDATION');
    expect(reversed.body.data).toMatchObject({ field: 'to', fields: [{ error: 'LIST_RANGE_INVALID' }] });
  });

  it('finds rows by user id, UID, the start or end of a mobile, an e-mail or nickname, or the hash', async () => {
    const q = async (text: string) => {
      const found = await list(`q=${encodeURIComponent(text)}`);
      return [...new Set(found.list.map((r) => r.userId))];
    };
    // A user id is also the start of every mobile it begins (1, 13 …): Bob's is found then, never else.
    const byId = await q(String(alice.id));
    expect(byId).toContain(alice.id);
    expect(byId.includes(bob.id)).toBe(bob.mobile?.startsWith(String(alice.id)) ?? false);
    for (const text of [
      alice.uid,
      alice.mobile?.slice(0, 7),
      alice.mobile?.slice(-5),
      alice.email?.toUpperCase().slice(0, 5),
      alice.nickname.toLowerCase(),
    ])
      expect(await q(text ?? ''), text).toEqual([alice.id]);
    const byHash = await list(`q=0x${hashes[1]?.toUpperCase()}`);
    expect(byHash.list.map((r) => r.txHash)).toEqual([hashes[1]]);
    // The middle of a mobile is no search, and LIKE's wildcards are literal.
    expect((await list(`q=${alice.mobile?.slice(4, 9)}`)).total).toBe(0);
    expect((await list('q=%25')).total).toBe(0);
  });

  it('filters by state, network and user, and sorts by amount, time or review (ties by id)', async () => {
    expect(await amountsOf(`${mine()}&state=reviewing`)).toEqual(['50.000000']);
    expect(await amountsOf(`userId=${bob.id}&network=BEP20`)).toEqual(['20.000000']);
    expect(await amountsOf(`${mine()}&sort=amount&order=asc`)).toEqual([
      '20.000000',
      '30.000000',
      '50.000000',
    ]);
    const both = `from=2026-05-01&to=2026-05-06`;
    const byAmount = (await list(`${both}&sort=amount&order=desc`)).list;
    expect(byAmount.map((r) => r.amount)).toEqual([
      '50.000000',
      '30.000000',
      '20.000000',
      '20.000000',
      '10.000000',
    ]);
    expect(byAmount[2]?.id).toBeGreaterThan(byAmount[3]?.id ?? 0);
    // Not reviewed yet sorts as later than any review: last going up.
    const byReview = (await list(`${both}&sort=reviewedAt&order=asc`)).list.map((r) => r.reviewedAt);
    expect(byReview).toEqual([
      '2026-05-03T12:00:00.000Z',
      '2026-05-04T12:00:00.000Z',
      '2026-05-05T12:00:00.000Z',
      null,
      null,
    ]);
    // The review queue keeps first come, first served unless sorted otherwise.
    expect(await amountsOf(`${both}&state=reviewing`)).toEqual(['10.000000', '50.000000']);
    const unsortable = await api.get('/admin-api/recharges?sort=txHash', asOperator(finance));
    expectError(unsortable, 'VALIDATION');
    expect(unsortable.body.data.fields).toMatchObject([{ field: 'sort', error: 'LIST_SORT_INVALID' }]);
  });

  it('finds a withdrawal by its address or its hash', async () => {
    const found = async (q: string) => {
      const res = await api.get(`/admin-api/withdrawals?q=${encodeURIComponent(q)}`, asOperator(finance));
      return (res.body.data.list as { userId: number }[]).map((w) => w.userId);
    };
    expect(await found('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toEqual([alice.id]);
    expect(await found(hashes[0]?.replace(/^./, 'f') ?? '')).toEqual([bob.id]);
    expect(await found(bob.uid)).toEqual([bob.id]);
  });

  it('exports the filtered list as the list shows it, in the operator’s language and offset, audited', async () => {
    const query = `${mine()}&sort=amount&order=desc`;
    const shown = await allPages<Row>(api, '/admin-api/recharges', query, finance);
    const file = await downloadCsv(app, `/admin-api/recharges/export?${query}&utcOffset=480`, finance);
    expect(file.head).toEqual([
      'ID',
      'User ID',
      'UID',
      'Kind',
      'Network',
      'Amount',
      'Transaction hash',
      'Status',
      'Confirmations',
      'Reason',
      'Submitted',
      'Reviewed',
    ]);
    expect(file.rows.map((r) => [Number(r[0]), r[2], r[5], r[7]])).toEqual(
      shown.map((r) => [r.id, r.uid, r.amount, r.state]),
    );
    const rejected = file.rows.find((r) => r[7] === 'rejected');
    // Times in the operator's offset; a formula-looking cell made text; quotes and a line break kept.
    expect(rejected?.[10]).toBe('2026-05-03T18:00:00.000+08:00');
    expect(rejected?.[9]).toBe('\'=HYPERLINK("http://x.example","click"), "quoted"\nsecond line');
    expect(file.text).toContain('"\'=HYPERLINK(""http://x.example"",""click""), ""quoted""\nsecond line"');
    expect(file.headers['x-export-rows']).toBe('3');

    const [entry] = await auditTrail(api, finance, { action: 'data.export', targetId: 'recharges' });
    expect(entry).toMatchObject({ actor: expect.stringMatching(/^finance-/), targetType: 'list' });
    expect(entry?.after).toEqual({
      filters: { q: alice.uid, sort: 'amount', order: 'desc', utcOffset: 480 },
      rows: 3,
    });
  });

  it('writes headers in Chinese for a Chinese console', async () => {
    const file = await downloadCsv(
      app,
      `/admin-api/withdrawals/export?userId=${alice.id}`,
      finance,
      'zh-Hans',
    );
    expect(file.head.slice(0, 7)).toEqual(['ID', '用户 ID', 'UID', '钱包', '网络', '地址', '金额']);
    expect(file.rows).toHaveLength(1);
    expect(file.rows[0]?.[11]).toBe('2026-05-02T10:00:00.000+00:00');
  });

  it('refuses an export to an operator without data.export, in the envelope, and records nothing', async () => {
    const before = (await auditTrail(api, finance, { action: 'data.export' })).length;
    const res = await api.get('/admin-api/recharges/export', asOperator(operations));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 0, data: { error: 'FORBIDDEN', permission: 'data.export' } });
    expect(await auditTrail(api, finance, { action: 'data.export' })).toHaveLength(before);
  });
});
