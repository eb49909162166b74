import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { runCli } from '../../scripts/admin.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openPglite } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';

/** Runs `npm run admin -- …` in this process with `env`, capturing what it prints. */
export async function runAdmin(env: Record<string, string>, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(
    args,
    env,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { status, stdout: out.join('\n'), stderr: err.join('\n') };
}

/**
 * A command-line test file's own embedded database, in a temporary folder removed after the file. The
 * CLI opens the database itself and refuses one a server holds, so the test prepares and checks it with
 * the app open only meanwhile (`withApp`, on `clock` when given), and runs the CLI on it (`cli`).
 */
export function cliDatabase(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  async function withApp<T>(fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>, clock?: Clock) {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({
      config,
      database: await openPglite(dataDir),
      ...(clock ? { clock } : {}),
      logger: false,
    });
    try {
      return await fn(app);
    } finally {
      await app.close();
    }
  }
  const cli = (...args: string[]) => runAdmin({ DATA_DIR: dataDir }, ...args);
  return { withApp, cli };
}
