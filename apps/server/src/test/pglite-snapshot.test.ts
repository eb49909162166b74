import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/client.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-snapshot-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Answers how many migrations the worker's fresh database has applied. */
function openInWorker(): Promise<number> {
  const worker = new Worker(new URL('./pglite-snapshot-worker.ts', import.meta.url), { workerData: { dir } });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`worker exited with ${code} before answering`)));
  });
}

it('three workers with no dump yet make and load it at once: every one gets a migrated database, one dump is left', async () => {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
  const answers = await Promise.all(Array.from({ length: 3 }, openInWorker));
  expect(answers).toEqual(answers.map(() => journal.entries.length));
  // The dump, and nothing half-written beside it; then a late worker loads it as it is.
  expect(fs.readdirSync(dir)).toEqual([expect.stringMatching(/^mcc-pglite-[0-9a-f]{16}\.tar$/)]);
  expect(await openInWorker()).toBe(journal.entries.length);
}, 120_000);
