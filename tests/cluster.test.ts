import { api } from '@mcc/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { H2Client } from '../scripts/cluster/h2-client.ts';
import { tally } from '../scripts/cluster/health.ts';
import { type Cluster, startCluster } from '../scripts/cluster.ts';
import {
  boxOpensInLedger,
  jobRows,
  jobRuns,
  ledgerVerify,
  MINUTE_QUEUES,
  openStreams,
  transfersInLedger,
  untilTicked,
  uploadsEverywhere,
} from './support/cluster-checks.ts';
import { loadFigures, mixedLoad, type Outcome } from './support/cluster-load.ts';
import { makeUsers, mustCall, operatorToken, setPrice } from './support/cluster-users.ts';
import { priceStream } from './support/price-stream.ts';

/**
 * The deployment of docs/deploy.md, proven (issue 38 item 3): `npm run cluster`'s nginx (Debian's, TLS
 * and HTTP/2) in front of three API servers and a worker on one PostgreSQL database, Redis and an S3
 * store, all started from the sample files in deploy/. Under a mixed load of sign-ins, reads, transfers,
 * uploads and box opens, one API server is killed with SIGKILL and started again: no request answered
 * OK is lost, the only failures are that server's requests in flight (answered 502 by nginx), every
 * upload reads back from every server, the price streams resume with what they missed, the ledger
 * verifies, and each job ran once. The figures are printed. PostgreSQL (TEST_DATABASE_URL) and nginx
 * are needed (CI installs nginx).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
let cluster: Cluster | undefined;
afterAll(() => cluster?.stop(), 60_000);

/** Resolves once `check` holds (looked at every 20 ms), or fails naming `what` after `timeoutMs`. */
async function eventually(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  for (const deadline = Date.now() + timeoutMs; !(await check()); ) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The load comes from one address, as many users behind one NAT would: the per-address limits are raised. */
const ONE_ADDRESS = {
  RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  CODE_SENDS_PER_IP_PER_DAY: '10000',
};

describe.runIf(adminUrl)('three API servers and a worker behind nginx', () => {
  it('lose nothing when one API server is killed under load and started again', async () => {
    const began = Date.now();
    const seconds = () => ((Date.now() - began) / 1000).toFixed(1);
    const figures: string[] = [];
    const say = (line: string) => figures.push(`[${seconds()} s] ${line}`);
    cluster = await startCluster({ adminDatabaseUrl: adminUrl, settings: ONE_ADDRESS, log: say });
    const c = cluster;
    const token = c.settings.METRICS_TOKEN ?? '';
    const client = new H2Client(c.url, c.ca);
    const users = await makeUsers(client, c.settings.DATA_DIR ?? '', 4, '2000');
    const first = users[0];
    if (!first || !c.operator) throw new Error('no users or no operator');
    const operator = await operatorToken(client, c.operator.username, c.operator.password);
    const boxes = await mustCall<{ list: { id: number }[] }>(
      client,
      'GET',
      `${api.boxes.list.path}?page=1&limit=10`,
      undefined,
      { token: first.token },
    );
    const boxId = boxes.list[0]?.id ?? 0;

    // Two live price streams per user, on a connection of their own, spread over the servers by nginx.
    const streamClient = new H2Client(c.url, c.ca);
    const streams = users.flatMap((u) => [
      priceStream(streamClient, u.token),
      priceStream(streamClient, u.token),
    ]);
    await Promise.all(streams.map((s) => s.until('the first prices', () => s.events().length > 0)));
    say(`${users.length} users signed up, ${streams.length} price streams open`);

    const load = mixedLoad(client, users, boxId);
    await load.until(() => load.outcomes().length >= 150);

    // The victim: the API server holding the most streams, killed with whatever it has in flight.
    const held = await Promise.all(c.apis.map((a) => openStreams(a.url, token)));
    const most = Math.max(...held);
    const victim = c.apis[held.indexOf(most)];
    if (!victim || most === 0) throw new Error(`no stream on any server (${held})`);
    const victimAddr = `127.0.0.1:${victim.port}`;
    const logBeforeKill = c.accessLog().length;
    const killedAt = Date.now();
    // A cron tick of every minute queue after the kill, run by the worker (awaited at the end).
    const ticked = untilTicked(c.databaseUrl, new Date(killedAt));
    ticked.catch(() => {}); // its failure is reported where it is awaited
    victim.proc.child.kill('SIGKILL');
    await victim.proc.exited;
    say(
      `killed ${victim.label} (kill -9) with ${most} of the streams (${held.join(', ')}) after ${load.outcomes().length} requests`,
    );

    // Its streams end; a price set while they are away reaches them when they come back (Last-Event-ID).
    const lost = () => streams.reduce((n, s) => n + s.lost(), 0);
    await eventually('the killed server’s streams ended', () => lost() >= most);
    await setPrice(client, operator, '7.7701');
    const awaySetAt = Date.now() - killedAt;
    await Promise.all(
      streams.map((s) => s.until('the price set while away', () => has(s.events(), '7.7701'))),
    );
    const resumedAt = streams.flatMap((s) =>
      s
        .events()
        .filter((e) => e.connection > 1)
        .slice(0, 1)
        .map((e) => e.at),
    );
    say(
      `${lost()} streams lost their server (told ${Math.max(...streams.flatMap((s) => s.lostAt())) - killedAt} ms ` +
        `after the kill); a price set while they were away (${awaySetAt} ms) reached them on reconnection ` +
        `through nginx with Last-Event-ID (${Math.max(...resumedAt) - killedAt} ms)`,
    );

    await victim.restart();
    const logAtRestart = c.accessLog().length;
    say(`${victim.label} started again`);
    const servedAgain = () =>
      c
        .accessLog()
        .slice(logAtRestart)
        .filter((l) => l.upstream_addr.split(', ').at(-1) === victimAddr && l.status === 200).length;
    await eventually('nginx sends the restarted server requests again', () => servedAgain() >= 10);
    await setPrice(client, operator, '7.7702');
    await Promise.all(
      streams.map((s) => s.until('the price set after the restart', () => has(s.events(), '7.7702'))),
    );
    await Promise.all([load.stop(), ticked]);
    streamClient.close();
    client.close();
    const outcomes = load.outcomes();
    say(
      `load stopped after ${outcomes.length} requests; ${servedAgain()} served by the restarted server since`,
    );

    // Requests by kind; the failures, each found in nginx's log.
    const log = c.accessLog();
    const byId = new Map(log.map((l) => [l.request_id, l]));
    for (const [kind, f] of loadFigures(outcomes))
      say(`${kind}: ${f.sent} sent, ${f.done} done, ${f.refused} refused, ${f.failed} failed`);
    const refusals = outcomes.filter((o) => o.code === 0 && o.status < 500);
    if (refusals.length > 0) say(`refusals: ${tally(refusals.map((o) => `${o.kind} ${o.refusal}`))}`);
    const failed = outcomes.filter((o) => o.code === undefined || o.status === 0 || o.status >= 500);
    const explained = (o: Outcome) => {
      const line = byId.get(o.requestId);
      return !!line && line.upstream_addr.split(', ').at(-1) === victimAddr && o.startedAt <= killedAt + 50;
    };
    say(
      `errors: ${failed.length}` +
        (failed.length
          ? ` (${tally(failed.map((o) => `${o.kind} ${o.status} from ${byId.get(o.requestId)?.upstream_addr}`))})`
          : ''),
    );
    const retried = log.slice(logBeforeKill).filter((l) => l.upstream_addr.includes(', '));
    say(
      `retried by nginx on another server: ${retried.length} (${tally(retried.map((l) => `${l.method} ${l.upstream_status} → ${l.status}`))})`,
    );
    const keyRetried = outcomes.filter((o) => o.keyRetries > 0);
    if (keyRetried.length)
      say(
        `sent again with their key after "in progress": ${tally(keyRetried.map((o) => `${o.kind} → ${o.refusal ?? 'done'}`))}`,
      );
    say(
      `requests through nginx: ${log.length}, by server: ${tally(log.map((l) => l.upstream_addr.split(', ').at(-1) ?? ''))}`,
    );

    // Money: every acknowledged transfer and box open is in the ledger, none twice.
    const transfers = await transfersInLedger(c.databaseUrl, outcomes);
    say(
      `transfers: ${transfers.acknowledged} acknowledged of ${transfers.sent}, ${transfers.inLedger} in the ledger, ${transfers.lost.length} lost, ${transfers.twice.length} twice`,
    );
    const opens = await boxOpensInLedger(c.databaseUrl, outcomes);
    say(
      `box opens: ${opens.acknowledged} acknowledged of ${opens.sent}; ${opens.draws} draws, ${opens.payments} payments, ${opens.lost.length} lost`,
    );
    const uploads = await uploadsEverywhere(c, outcomes);
    say(
      `uploads: ${uploads.uploads} read back from each of ${c.apis.length} servers (${uploads.reads} reads), ${uploads.problems.length} problems; a 240 px size on each: ${tally(uploads.sizes)}`,
    );
    const verify = ledgerVerify(c);
    say(`ledger:verify --chain: exit ${verify.status}, ${verify.output.split('\n').at(-1)}`);

    // Jobs: the worker ran each once; no API server ran any.
    const apiRuns = await Promise.all(c.apis.map((a) => jobRuns(a.url, token)));
    let jobs: Awaited<ReturnType<typeof jobRows>> = [];
    let workerRuns = new Map<string, number>();
    await eventually('a moment without a job running', async () => {
      const before = await jobRuns(c.worker.url, token);
      jobs = await jobRows(c.databaseUrl);
      workerRuns = await jobRuns(c.worker.url, token);
      return sameCounts(before, workerRuns) && !jobs.some((j) => j.state === 'active');
    });
    const completed = countBy(jobs.filter((j) => j.state === 'completed').map((j) => `${j.name}/completed`));
    // A minute queue's first job is the worker's catch-up at start; every later one a cron tick's.
    const ticks = MINUTE_QUEUES.map((q) => jobs.filter((j) => j.name === q).slice(1));
    const tickMinutes = ticks.map(
      (list) => new Set(list.map((j) => Math.floor(j.created_on.getTime() / 60_000))),
    );
    say(`jobs: ${tally(jobs.map((j) => `${j.name} ${j.state}`))}`);
    say(
      `the worker's runs: ${tally([...workerRuns].flatMap(([k, n]) => Array(n).fill(k)))}; ` +
        `the API servers': ${apiRuns.map((r) => r.size).join(', ')}`,
    );
    say(`took ${seconds()} s`);
    console.log(`\nCluster test figures:\n${figures.join('\n')}\n`);

    expect(
      failed.filter((o) => !explained(o)),
      'failures that are not the killed server’s requests in flight',
    ).toEqual([]);
    expect(failed.every((o) => o.status === 502)).toBe(true);
    expect(transfers.acknowledged).toBeGreaterThan(10);
    expect(transfers.lost).toEqual([]);
    expect(transfers.twice).toEqual([]);
    expect(opens.acknowledged).toBeGreaterThan(0);
    expect(opens.lost).toEqual([]);
    expect(opens.draws).toBe(opens.payments);
    expect(uploads.uploads).toBeGreaterThan(5);
    expect(uploads.problems).toEqual([]);
    expect(new Set(uploads.sizes).size).toBe(1);
    expect(uploads.sizes[0]).toMatch(/^200 image\/webp /);
    expect(verify.status, verify.output).toBe(0);
    expect(lost()).toBe(most);
    for (const s of streams) {
      const away = s.events().filter((e) => Number(e.price) === 7.7701);
      expect(away).toHaveLength(1);
      // Set while its server was dead: a stream that lost it got it on its second connection, resumed.
      expect(away[0]?.connection).toBe(s.lost() > 0 ? 2 : 1);
      expect(s.events().filter((e) => Number(e.price) === 7.7702)).toHaveLength(1);
    }
    expect(streams.reduce((n, s) => n + s.resumed(), 0)).toBe(most);
    expect(servedAgain()).toBeGreaterThanOrEqual(10);
    expect(apiRuns.every((runs) => runs.size === 0)).toBe(true);
    expect(jobs.filter((j) => j.state === 'failed' || j.retry_count > 0)).toEqual([]);
    // Every minute queue ticked at least once, one job per minute.
    expect(ticks.every((list, i) => list.length > 0 && tickMinutes[i]?.size === list.length)).toBe(true);
    expect(Object.fromEntries([...workerRuns].filter(([k]) => k.endsWith('/completed')))).toEqual(
      Object.fromEntries(completed),
    );
    expect(Date.now() - began).toBeLessThan(180_000);
  }, 178_000);
});

const has = (events: { price: string }[], price: string) =>
  events.some((e) => Number(e.price) === Number(price));

function countBy(keys: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
}

function sameCounts(a: Map<string, number>, b: Map<string, number>) {
  return a.size === b.size && [...a].every(([k, n]) => b.get(k) === n);
}
