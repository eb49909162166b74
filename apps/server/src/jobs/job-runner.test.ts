import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/client.ts';
import { createTestApp, dbKind, type TestApp } from '../test/harness.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import type { DailyTasks } from './daily-tasks.ts';
import { createJobRunner } from './job-runner.ts';

/**
 * The server listens before its job queue starts, so the database may go away half-way through the
 * queue's start: the start waits and tries again instead of taking the answering server down.
 * PostgreSQL only: the embedded database cannot be cut.
 */
describe.runIf(dbKind === 'postgres')('the job runner when the database goes away while it starts', () => {
  let app: TestApp;
  let proxy: TcpProxy;
  let database: Database;

  beforeAll(async () => {
    app = await createTestApp();
    const url = new URL((app.database as { url?: string }).url ?? '');
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    database = await openPostgres(url.toString(), { connectTimeoutMs: 1_000, statementTimeoutMs: 2_000 });
  });
  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await app?.dispose();
  });

  /** A logger that keeps its warnings and drops the rest (a job run's child logger is itself). */
  function quietLog(warn: (line: string) => void): FastifyBaseLogger {
    const log = { warn, error: () => {}, debug: () => {}, child: () => log };
    return log as unknown as FastifyBaseLogger;
  }

  /** A runner whose daily tasks count their runs, and whose warnings are kept. */
  function runner() {
    const warnings: string[] = [];
    let runs = 0;
    const daily = {
      today: () => '2026-11-27',
      run: async (day: string) => {
        runs++;
        return { day, tasks: [] };
      },
    } as unknown as DailyTasks;
    const jobs = createJobRunner({
      database,
      daily,
      prices: { applyDue: async () => ({ applied: 0 }) },
      orders: { expireDue: async () => ({ expired: 0 }) },
      auctions: { settleDue: async () => ({ settled: 0 }) },
      recharges: { recheckDue: async () => ({ checked: 0 }) },
      stats: { rollUp: async () => ({ hours: 0 }) },
      reconcile: { runDaily: async () => ({ differences: 0 }) },
      seal: { sealClosedDay: async () => ({ signed: 0, failed: 0 }) },
      log: quietLog((line) => warnings.push(line)),
      metrics: app.metrics,
    });
    return { jobs, warnings, runs: () => runs };
  }

  const until = async (what: string, probe: () => boolean) => {
    for (const deadline = Date.now() + 15_000; !probe(); ) {
      if (Date.now() > deadline) throw new Error(`${what}: not within 15 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('waits while the database is cut and starts once it is back, with one line per try', async () => {
    const { jobs, warnings, runs } = runner();
    proxy.cut();
    let started = false;
    const starting = jobs.start({ catchUp: false }).then(() => {
      started = true;
    });
    await until('a warning', () => warnings.length > 0);
    expect(warnings[0]).toMatch(/^job queue not started: .+; trying again in 1 s$/);
    expect(started).toBe(false);
    await expect(jobs.runQueued()).rejects.toThrow('not started');

    proxy.heal();
    await starting;
    expect((await jobs.runQueued()).day).toBe('2026-11-27');
    expect(runs()).toBe(1);
    await jobs.stop();
  }, 30_000);

  it('stops trying when stopped', async () => {
    const { jobs, warnings } = runner();
    proxy.cut();
    const starting = jobs.start({ catchUp: false });
    await until('a warning', () => warnings.length > 0);
    await jobs.stop();
    await starting;
    proxy.heal();
    await expect(jobs.runQueued()).rejects.toThrow('not started');
  }, 30_000);
});
