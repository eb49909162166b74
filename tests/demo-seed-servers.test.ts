import { describe, expect, it } from 'vitest';
import { freePort, serverFixture, spawnServer, untilStarted } from './support/server-process.ts';

/**
 * Several servers started together on one empty PostgreSQL database, each asked to seed the demo data:
 * the seed runs once, the others find it present, and every server starts. PostgreSQL only.
 */
const { onPostgres, dataDir, databaseUrl } = serverFixture('seed-servers');

describe.runIf(onPostgres)('servers started together on an empty PostgreSQL database', () => {
  it('seed the demo data once; every one of them starts', async () => {
    const servers = await Promise.all(
      [1, 2, 3].map(async () =>
        spawnServer({
          LOG_LEVEL: 'warn',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl(),
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
