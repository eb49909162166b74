/**
 * The console's chain deposits calls (issue 36): the scanners' status, the alerts and their resolution,
 * a reconciliation run from the button and its differences, the deposit addresses with their balances on
 * chain; finance's permission, refusals in words, and the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReconcileWorld, startReconcileWorld } from '../../test/chain/reconcile-world.ts';
import { type Answer, type Api, client, expectError, expectOk, operatorToken } from '../../test/harness.ts';
import { asOperator, auditTrail } from '../../test/operators.ts';
import { verifyLedger } from '../ledger/ledger.verify.ts';
import { chainAlerts } from './chain-scan.tables.ts';

let world: ReconcileWorld;
let api: Api;
let finance: string;
let operations: string;
const USDT = 1_000_000n;

beforeAll(async () => {
  world = await startReconcileWorld();
  api = client(world.app);
  [finance, operations] = [
    await operatorToken(world.app, 'finance'),
    await operatorToken(world.app, 'operations'),
  ];
}, 60_000);

afterAll(async () => {
  expect((await verifyLedger(world.app.database.db)).flatMap((c) => c.problems)).toEqual([]);
  await world.app.dispose();
  // The last test stops the node already.
  await world.chain.close().catch(() => {});
});

const get = (path: string, token = finance) => api.get(path, asOperator(token));
const post = (path: string, body: object = {}, token = finance) =>
  api.post(path, body as Record<string, unknown>, asOperator(token));

/** A refusal by the call's schema, naming the field and its reason. */
function invalid(res: Answer, field: string, error: string) {
  expectError(res, 'VALIDATION');
  expect(res.body.data.fields).toEqual([expect.objectContaining({ field, error })]);
}

/** Reads the runs until the newest is no longer running. */
async function finishedRun() {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const [newest] = expectOk(await get('/admin-api/chain/reconciliations'), 'runs').list;
    if (newest?.state !== 'running') return newest;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the reconciliation did not finish in 30 s');
}

describe('the console’s chain deposits', () => {
  it('are finance’s: another role is refused every call', async () => {
    for (const path of [
      '/admin-api/chain/scanners',
      '/admin-api/chain/alerts',
      '/admin-api/chain/alerts/open',
      '/admin-api/chain/reconciliations',
      '/admin-api/chain/differences',
      '/admin-api/chain/addresses',
    ]) {
      const res = await get(path, operations);
      expect({ path, status: res.status, error: res.body.data?.error }).toEqual({
        path,
        status: 403,
        error: 'FORBIDDEN',
      });
    }
    expect((await post('/admin-api/chain/reconciliations', {}, operations)).status).toBe(403);
    expect((await post('/admin-api/chain/alerts/1/resolve', { note: 'x' }, operations)).status).toBe(403);
  });

  it('show each network’s scanner: its cursor, the head, how far behind, and open alerts', async () => {
    const head = await world.scannedToHead();
    const scanners = expectOk(await get('/admin-api/chain/scanners'), 'scanners');
    expect(scanners.find((s: { network: string }) => s.network === 'ERC20')).toMatchObject({
      enabled: true,
      configured: true,
      token: world.usdt,
      nextBlock: head + 1,
      head,
      lag: 0,
      leaseOwner: null,
      openAlerts: 0,
    });
    expect(scanners.find((s: { network: string }) => s.network === 'TRC20')).toMatchObject({
      configured: false,
      nextBlock: null,
      lag: null,
    });
  });

  it('run a reconciliation from the button, audited, and list its differences by cause', async () => {
    const missed = await world.depositor();
    const paid = await world.send(world.usdt, missed.address, 5n * USDT);
    const stranger = await world.depositor();
    await world.send(world.dai, stranger.address, USDT);
    await world.scannedToHead();

    const started = expectOk(await post('/admin-api/chain/reconciliations'), 'run');
    expect(started).toMatchObject({ operator: expect.stringMatching(/^finance-/) });
    const run = await finishedRun();
    expect(run).toMatchObject({ id: started.id, state: 'done', differences: 2 });
    const [audited] = await auditTrail(api, finance, { action: 'deposit.reconcile' });
    expect(audited).toMatchObject({ targetType: 'deposit_reconciliation', targetId: String(run.id) });

    const all = expectOk(await get(`/admin-api/chain/differences?runId=${run.id}`), 'differences');
    expect(all.total).toBe(2);
    const missing = expectOk(
      await get(`/admin-api/chain/differences?runId=${run.id}&cause=not_recorded`),
      'not recorded',
    );
    expect(missing.list).toEqual([
      expect.objectContaining({
        network: 'ERC20',
        address: missed.address,
        uid: missed.user.uid,
        txHash: paid.txHash,
        cause: 'not_recorded',
        chainAmount: '5.000000',
        creditedAmount: null,
      }),
    ]);
    const byUser = expectOk(await get(`/admin-api/chain/differences?q=${stranger.user.uid}`), 'by user');
    expect(byUser.list.map((d: { cause: string }) => d.cause)).toEqual(['unknown_token']);
    invalid(await get('/admin-api/chain/differences?cause=lost'), 'cause', 'FIELD_INVALID');
  });

  it('resolve an alert with a note, once, audited', async () => {
    const who = await world.depositor();
    const paid = await world.send(world.usdt, who.address, 2n * USDT);
    const credited = await world.plant(who, { ...paid, amount: 2n * USDT, state: 'approved' });
    const [alert] = await world.app.database.db
      .insert(chainAlerts)
      .values({
        network: 'ERC20',
        kind: 'credited_reorged',
        rechargeId: credited.id,
        block: paid.block,
        blockHash: paid.blockHash,
        createdAt: world.app.clock.now(),
      })
      .returning();
    if (!alert) throw new Error('no alert');
    expect(expectOk(await get('/admin-api/chain/alerts/open'), 'open')).toEqual({ count: 1 });
    const open = expectOk(await get('/admin-api/chain/alerts?state=open'), 'alerts');
    expect(open.list).toEqual([
      expect.objectContaining({
        id: alert.id,
        uid: who.user.uid,
        amount: '2.000000',
        txHash: paid.txHash,
        resolvedAt: null,
      }),
    ]);

    invalid(
      await post(`/admin-api/chain/alerts/${alert.id}/resolve`, { note: '  ' }),
      'note',
      'NOTE_REQUIRED',
    );
    const note = 'Re-included in block 42; nothing to take back';
    const resolved = expectOk(await post(`/admin-api/chain/alerts/${alert.id}/resolve`, { note }), 'resolve');
    expect(resolved).toMatchObject({
      note,
      resolvedBy: expect.stringMatching(/^finance-/),
      resolvedAt: expect.any(String),
    });
    expectError(await post(`/admin-api/chain/alerts/${alert.id}/resolve`, { note }), 'ALERT_RESOLVED');
    expectError(await post('/admin-api/chain/alerts/999999/resolve', { note }), 'ALERT_NOT_FOUND');
    expect(expectOk(await get('/admin-api/chain/alerts/open'), 'open after')).toEqual({ count: 0 });
    const [audited] = await auditTrail(api, finance, { action: 'chain.alert.resolve' });
    expect(audited).toMatchObject({ targetType: 'chain_alert', targetId: String(alert.id) });
  });

  it('list the deposit addresses with their balance on chain, what the ledger credited and the last deposit', async () => {
    const who = await world.depositor();
    const paid = await world.send(world.usdt, who.address, 3n * USDT);
    await world.plant(who, { ...paid, amount: 3n * USDT, state: 'approved' });
    await world.send(world.usdt, who.address, USDT / 4n);

    const found = expectOk(
      await get(`/admin-api/chain/addresses?network=ERC20&q=${who.address}`),
      'addresses',
    );
    expect(found).toMatchObject({ total: 1, balanceError: null });
    expect(found.list).toEqual([
      expect.objectContaining({
        address: who.address,
        uid: who.user.uid,
        balance: '3.250000',
        credited: '3.000000',
        lastDepositAt: expect.any(String),
      }),
    ]);
    const page = expectOk(await get('/admin-api/chain/addresses?network=ERC20&limit=2'), 'page');
    expect(page.list).toHaveLength(2);
    expect(page.list[0].address).toBe(who.address);
    invalid(await get('/admin-api/chain/addresses?network=DOGE'), 'network', 'NETWORK_INVALID');

    await world.chain.close();
    const down = expectOk(await get('/admin-api/chain/addresses?network=ERC20&limit=2'), 'node down');
    expect(down.balanceError).toContain('ERC20');
    expect(down.list.map((r: { balance: string | null }) => r.balance)).toEqual([null, null]);
  });
});
