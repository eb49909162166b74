import { allRoutes } from '@mcc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFault, fuzz, fuzzCredentials } from '../scripts/fuzz-calls.ts';
import { createTestApp, type TestApp } from './test/harness.ts';

/**
 * `npm run fuzz` in small: every route of the route table (and the health routes) with generated valid and hostile
 * requests, a fixed seed and a bounded count (FUZZ_RUNS calls per route, 25 by default, so CI stays
 * well under a minute on each database). Any answer ≥ 500 fails, naming the request.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

describe('fuzz', () => {
  it(`${RUNS} generated calls per route answer below 500`, async () => {
    const report = await fuzz(app, { seed: SEED, runs: RUNS, credentials: fuzzCredentials(app) });
    // Every route of the table but its event streams, and the health routes beside them.
    const streams = allRoutes.filter((route) => route.answer === 'event-stream').length;
    expect(report.operations).toBeGreaterThan(allRoutes.length - streams);
    expect(report.calls).toBe(report.operations * RUNS);
    // Signed-in calls got through to the routes (not everything was refused at the door).
    expect(report.statuses[200]).toBeGreaterThan(report.calls / 3);
    expect(report.faults.map(describeFault)).toEqual([]);
  }, 120_000);
});
