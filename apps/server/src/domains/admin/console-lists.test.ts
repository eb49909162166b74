import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPages, downloadCsv } from '../../test/csv.ts';
import { type Api, openTestApp, type TestApp } from '../../test/harness.ts';
import { asOperator } from '../../test/operators.ts';
import { users } from '../auth/auth.tables.ts';
import { ledgerAccounts, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { auditLog } from './admin.tables.ts';

/** The users list, the audit log and the ledger explorer: their filters, searches, sorts and exports. */

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

const at = (iso: string) => new Date(iso);
const get = async (path: string, token = finance) => {
  const res = await api.get(path, asOperator(token));
  expect(res.body.code, `${path}: ${res.body.msg}`).toBe(1);
  return res.body.data as { list: Record<string, unknown>[]; total: number };
};
const ids = async (path: string, token = finance) => (await get(path, token)).list.map((r) => r.id);

describe('the users list', () => {
  const tag = randomBytes(3).toString('hex');
  let made: { id: number; uid: string }[] = [];
  beforeAll(async () => {
    // Three users who signed up on 1, 2 and 3 March, nicknames out of order.
    made = await app.database.db
      .insert(users)
      .values(
        ['Carol', 'alice', 'Bob'].map((name, i) => ({
          uid: `7${tag}${i}`.slice(0, 8).padEnd(8, String(i)),
          inviteCode: `L${tag}${i}`,
          mobile: `1550000${tag.slice(0, 3)}${i}`.replace(/[a-f]/g, '7'),
          email: `${name.toLowerCase()}.${tag}@list.example`,
          nickname: `${name}${tag}`,
          status: i === 2 ? ('suspended' as const) : ('active' as const),
          createdAt: at(`2026-03-0${i + 1}T08:00:00Z`),
        })),
      )
      .returning({ id: users.id, uid: users.uid });
  });
  const range = 'from=2026-03-01T00:00:00%2B00:00&to=2026-03-04T00:00:00%2B00:00';

  it('picks sign-ups in a range, by status, and sorts by nickname or time either way', async () => {
    expect(await ids(`/admin-api/users?${range}&order=asc`)).toEqual(made.map((u) => u.id));
    expect(await ids('/admin-api/users?from=2026-03-01&to=2026-03-03')).toEqual([made[1]?.id, made[0]?.id]);
    expect(await ids(`/admin-api/users?${range}&status=suspended`)).toEqual([made[2]?.id]);
    const byNickname = (await get(`/admin-api/users?${range}&sort=nickname&order=asc`)).list;
    expect(byNickname.map((u) => u.nickname)).toEqual([`Bob${tag}`, `Carol${tag}`, `alice${tag}`]);
    expect(await ids(`/admin-api/users?${range}&sort=uid&order=desc`)).toEqual(
      [...made].sort((a, b) => b.uid.localeCompare(a.uid)).map((u) => u.id),
    );
  });

  it('finds a user by e-mail or nickname from their start in any case, not from their middle', async () => {
    expect(await ids(`/admin-api/users?q=CAROL.${tag}`, operations)).toEqual([made[0]?.id]);
    expect(await ids(`/admin-api/users?q=ALICE${tag}`)).toEqual([made[1]?.id]);
    expect((await get(`/admin-api/users?q=${tag}@list`)).total).toBe(0);
  });

  it('exports the users the list shows, their contacts and sign-up time in the offset asked', async () => {
    const shown = await allPages<{ id: number; mobile: string }>(api, '/admin-api/users', range, finance);
    const file = await downloadCsv(app, `/admin-api/users/export?${range}&utcOffset=-300`, finance, 'ja');
    expect(file.head.slice(0, 4)).toEqual(['ユーザー ID', 'UID', 'ニックネーム', '携帯電話番号']);
    expect(file.rows.map((r) => [Number(r[0]), r[3]])).toEqual(shown.map((u) => [u.id, u.mobile]));
    expect(file.rows.at(-1)?.[8]).toBe('2026-03-01T03:00:00.000-05:00');
  });
});

describe('the audit log', () => {
  beforeAll(async () => {
    await app.database.db.insert(auditLog).values([
      {
        actor: 'alice.ops',
        action: 'notice.create',
        targetType: 'notice',
        targetId: '501',
        createdAt: at('2026-04-01T01:00:00Z'),
      },
      {
        actor: 'alina',
        action: 'notice.update',
        targetType: 'notice',
        targetId: '501',
        createdAt: at('2026-04-02T01:00:00Z'),
      },
      {
        actor: 'bob',
        action: 'user.suspend',
        targetType: 'user',
        targetId: '77',
        createdAt: at('2026-04-03T01:00:00Z'),
        after: { note: '=cmd' },
      },
    ]);
  });
  const april = 'from=2026-04-01&to=2026-04-04';
  const actions = async (query: string, range = april) =>
    (await get(`/admin-api/audit?${range}&${query}`)).list.map((e) => e.action);

  it('reads a range newest first or oldest first, by action and target, and finds an actor or a target id', async () => {
    expect(await actions('')).toEqual(['user.suspend', 'notice.update', 'notice.create']);
    expect(await actions('order=asc')).toEqual(['notice.create', 'notice.update', 'user.suspend']);
    expect(await actions('', 'from=2026-04-02&to=2026-04-04')).toEqual(['user.suspend', 'notice.update']);
    expect(await actions('targetType=notice&action=notice.create')).toEqual(['notice.create']);
    expect(await actions('q=ali')).toEqual(['notice.update', 'notice.create']);
    expect(await actions('q=77')).toEqual(['user.suspend']);
    // An actor's middle is no search.
    expect(await actions('q=lin')).toEqual([]);
  });

  it('exports the log with its changes as JSON, a formula in them made text', async () => {
    const file = await downloadCsv(app, `/admin-api/audit/export?${april}&q=bob`, finance, 'zh-Hant');
    expect(file.head.slice(0, 4)).toEqual(['ID', '時間', '操作人', '操作']);
    expect(file.rows).toHaveLength(1);
    expect(file.rows[0]?.slice(2, 8)).toEqual(['bob', 'user.suspend', 'user', '77', '', '{"note":"=cmd"}']);
  });
});

describe('the ledger explorer', () => {
  let accounts: number[] = [];
  beforeAll(async () => {
    const db = app.database.db;
    const [owner] = await db
      .insert(users)
      .values({ uid: '66600001', inviteCode: 'LEDGERX', nickname: 'Ledger owner' })
      .returning({ id: users.id });
    accounts = (
      await db
        .insert(ledgerAccounts)
        .values([
          {
            userId: owner?.id,
            asset: 'USDT',
            kind: 'main',
            creditsPosted: 5_000_000n,
            createdAt: at('2026-02-01T00:00:00Z'),
          },
          {
            userId: owner?.id,
            asset: 'MCC',
            kind: 'main',
            creditsPosted: 9_000_000n,
            frozen: true,
            createdAt: at('2026-02-02T00:00:00Z'),
          },
        ])
        .returning({ id: ledgerAccounts.id })
    ).map((a) => a.id);
    const [usdt = 0, mcc = 0] = accounts;
    await db.insert(ledgerTransfers).values([
      {
        key: 'lx-1',
        debitAccountId: mcc,
        creditAccountId: usdt,
        asset: 'USDT',
        amount: 3n,
        code: 'adjustment',
        refType: 'recharge',
        refId: 'R-9',
        state: 'posted',
        createdAt: at('2026-02-03T00:00:00Z'),
      },
      {
        key: 'lx-2',
        debitAccountId: usdt,
        creditAccountId: mcc,
        asset: 'USDT',
        amount: 7n,
        code: 'adjustment',
        refId: 'R-10',
        state: 'pending',
        createdAt: at('2026-02-04T00:00:00Z'),
      },
      {
        key: 'lx-3',
        debitAccountId: usdt,
        creditAccountId: mcc,
        asset: 'USDT',
        amount: 5n,
        code: 'fee',
        state: 'posted',
        createdAt: at('2026-02-05T00:00:00Z'),
      },
    ]);
  });
  const feb = 'from=2026-02-03&to=2026-02-06';
  const keys = async (query: string, range = feb) =>
    (await get(`/admin-api/ledger/transfers?${range}&${query}`)).list.map((t) => t.key);

  it('lists transfers in a range, by state, code, UID or account, sorted by amount, found by key or reference', async () => {
    expect(await keys('')).toEqual(['lx-3', 'lx-2', 'lx-1']);
    expect(await keys('', 'from=2026-02-03&to=2026-02-05')).toEqual(['lx-2', 'lx-1']);
    expect(await keys('state=posted')).toEqual(['lx-3', 'lx-1']);
    expect(await keys('code=fee')).toEqual(['lx-3']);
    expect(await keys('uid=66600001&sort=amount&order=asc')).toEqual(['lx-1', 'lx-3', 'lx-2']);
    expect(await keys(`accountId=${accounts[0]}&sort=amount`)).toEqual(['lx-2', 'lx-3', 'lx-1']);
    expect(await keys('q=lx-2')).toEqual(['lx-2']);
    expect(await keys('q=R-9')).toEqual(['lx-1']);
    expect(await keys('uid=00000000')).toEqual([]);
  });

  it('exports transfers as the explorer shows them, page after page, with readable accounts', async () => {
    const shown = await allPages<{ id: number; amount: string; debit: { label: string } }>(
      api,
      '/admin-api/ledger/transfers',
      `${feb}&sort=amount`,
      finance,
    );
    const file = await downloadCsv(app, `/admin-api/ledger/transfers/export?${feb}&sort=amount`, finance);
    expect(file.rows.map((r) => [Number(r[0]), r[1], r[4]])).toEqual(
      shown.map((t) => [t.id, t.debit.label, t.amount]),
    );
    expect(file.rows[0]?.slice(1, 5)).toEqual([
      'user 66600001 main USDT',
      'user 66600001 main MCC',
      'USDT',
      '0.000007',
    ]);
  });

  it('lists accounts by owner, frozen or not, and by posted balance', async () => {
    const path = '/admin-api/ledger/accounts?q=66600001';
    expect(await ids(path)).toEqual(accounts);
    expect(await ids(`${path}&sort=balance&order=desc`)).toEqual([...accounts].reverse());
    expect(await ids(`${path}&frozen=true`)).toEqual([accounts[1]]);
    expect(await ids(`${path}&from=2026-02-02`)).toEqual([accounts[1]]);
  });
});
