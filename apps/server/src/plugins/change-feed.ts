import type { FastifyInstance } from 'fastify';
import { type ChangeFeed, noChangeFeed, openChangeFeed } from '../db/change-feed.ts';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that writes (the spec's `GET /api/user/logout`): its answer waits for the feed like a POST's. */
    writes?: boolean;
  }
}

/**
 * The change feed behind the caches (PostgreSQL only: on PGlite nothing is cached). A write's answer
 * waits until every server has heard of what it changed, so whoever got the answer finds every
 * server up to date on their next call; a read changes nothing and waits for nothing.
 */
export async function openFeed(database: Database, app: FastifyInstance): Promise<ChangeFeed> {
  const url = database.pool?.options.connectionString;
  if (!database.pool || !url) return noChangeFeed;
  const feed = await openChangeFeed({ url, pool: database.pool, log: app.log });
  app.addHook('onSend', async (req) => {
    const writes = req.method !== 'GET' && req.method !== 'HEAD';
    if (writes || req.routeOptions.config.writes) await feed.sync();
  });
  app.addHook('onClose', () => feed.close());
  return feed;
}
