import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killServers,
  spawnServer,
  throwawayDatabase,
  untilStarted,
} from './support/server-process.ts';

/**
 * Several servers started together on one empty PostgreSQL database, each asked to seed the demo data:
 * the seed runs once, the others find it present, and every server starts. PostgreSQL only.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-seed-servers-'));
let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;

beforeAll(async () => {
  if (adminUrl) database = await throwawayDatabase(adminUrl, 'mcc_seed');
});

afterAll(async () => {
  killServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

describe.runIf(adminUrl)('servers started together on an empty PostgreSQL database', () => {
  it('seed the demo data once; every one of them starts', async () => {
    const servers = await Promise.all(
      [1, 2, 3].map(async () =>
        spawnServer({
          LOG_LEVEL: 'warn',
          DATA_DIR: dataDir,
          DATABASE_URL: database?.url ?? '',
          SEED_DEMO: 'true',
          PORT: String(await freePort()),
        }),
      ),
    );
    const outputs = await Promise.all(servers.map((server) => untilStarted(server)));
    expect(outputs.filter((o) => o.includes('Demo data created.'))).toHaveLength(1);
    expect(outputs.filter((o) => o.includes('Demo data already present.'))).toHaveLength(2);
  });
});
