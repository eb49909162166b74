import type { FastifyInstance } from 'fastify';
import { type ChangeFeed, noChangeFeed, openChangeFeed, openEmbeddedChangeFeed } from '../db/change-feed.ts';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The database's count of announcing statements when the request arrived. */
    announcementsBefore: number;
  }
  interface FastifyContextConfig {
    /** A GET that writes (the spec's `GET /api/user/logout`): its answer waits for the feed like a POST's. */
    writes?: boolean;
  }
}

/**
 * The change feed behind the caches (on PGlite, the embedded one: one process, nothing to wait for). A write's answer
 * waits until every server has heard of what it changed, so whoever got the answer finds every
 * server up to date on their next call; a read changes nothing and waits for nothing, and neither
 * does a write that changed nothing cached (a transfer, a stake): no statement on this server's
 * connections announced a change while it ran. Registered before any hook that may write, so the
 * count taken on arrival comes before the request's first statement.
 */
export async function openFeed(database: Database, app: FastifyInstance): Promise<ChangeFeed> {
  if (database.pglite) {
    const feed = await openEmbeddedChangeFeed(database.pglite);
    app.addHook('onClose', () => feed.close());
    return feed;
  }
  const url = database.pool?.options.connectionString;
  if (!database.pool || !url) return noChangeFeed;
  const feed = await openChangeFeed({ url, pool: database.pool, log: app.log });
  app.decorateRequest('announcementsBefore', 0);
  app.addHook('onRequest', async (req) => {
    req.announcementsBefore = database.announcements();
  });
  app.addHook('onSend', async (req) => {
    const writes = req.method !== 'GET' && req.method !== 'HEAD';
    const changedCached = database.announcements() !== req.announcementsBefore;
    if ((writes || req.routeOptions.config.writes) && changedCached) await feed.sync();
  });
  app.addHook('onClose', () => feed.close());
  return feed;
}
