import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_QUEUE } from '../jobs/job-runner.ts';
import { client, createTestApp, type TestApp } from '../test/harness.ts';
import { logMixin } from './log-context.ts';

/** Every line the app logs, as written (JSON, as LOG_FORMAT=json writes them). */
const written: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    written.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const lines = () => written.map((l) => JSON.parse(l) as Record<string, unknown>);

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ logger: { level: 'debug', mixin: logMixin, stream: sink } });
});
afterAll(() => app?.dispose());

describe('log lines', () => {
  it("of a request carry its id, the lines a service writes through the app's logger too, once each", async () => {
    const requestId = 'nginx-7d3c2b1a0f9e8d7c';
    const res = await client(app).post(
      '/api/sms/send',
      { mobile: '13912345670', event: 'register' },
      { headers: { 'x-request-id': requestId } },
    );
    expect(res.headers['x-request-id']).toBe(requestId);
    const mine = lines().filter((l) => l.reqId === requestId);
    expect(mine.map((l) => l.msg)).toEqual([
      expect.stringMatching(/^outbox: sms written to /),
      expect.stringMatching(/^POST \/api\/sms\/send 200 \d+ ms$/),
    ]);
    expect(written.filter((l) => l.split('"reqId"').length > 2)).toEqual([]);
    // A line logged outside any request carries no id.
    app.log.info('between requests');
    expect(lines().find((l) => l.msg === 'between requests')).not.toHaveProperty('reqId');
  });

  it("of a job run carry its queue and job id, the tasks' own lines too", async () => {
    await app.jobs.start({ catchUp: false });
    await app.jobs.runQueued();
    const done = lines().find(
      (l) => typeof l.msg === 'string' && l.msg.startsWith(`job ${DAILY_QUEUE} done in`),
    );
    expect(done).toMatchObject({ queue: DAILY_QUEUE, jobId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const ofTheRun = lines().filter((l) => l.jobId === done?.jobId);
    // The daily tasks say what they did, through the logger they were built with.
    expect(ofTheRun.length).toBeGreaterThan(1);
    for (const line of ofTheRun) expect(line.queue).toBe(DAILY_QUEUE);
  });
});
