import { type SysConfig, sysConfig } from '@mcc/contract';
import { defaultSysConfig } from '@mcc/contract/defaults';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from './config.tables.ts';

const APP_KEY = 'app';

export function createConfigService(deps: { db: Db; log: FastifyBaseLogger; feed: ChangeFeed }) {
  const { db, log, feed } = deps;
  // The settings as last read outside a transaction, while the change feed listens: it drops them
  // the moment a server writes new ones (see ChangeFeed), so most calls read no row at all.
  let cached: SysConfig | undefined;
  feed.subscribe((change) => {
    if (change.kind === 'settings' || change.kind === 'reset') cached = undefined;
  });

  /**
   * Stored settings over the defaults; a stored value that no longer fits the schema falls back, loudly.
   * `forUpdate` locks the row until the caller's transaction ends (read, check, replace, audit). Inside
   * a transaction the row is always read, so a money operation checks against what is committed.
   */
  async function get(tx: Db | Tx = db, opts: { forUpdate?: boolean } = {}): Promise<SysConfig> {
    const shared = tx === db && !opts.forUpdate;
    if (shared && cached && feed.live()) return cached;
    const generation = feed.generation();
    const value = await read(tx, opts);
    if (shared && feed.live() && feed.generation() === generation) cached = value;
    return value;
  }

  async function read(tx: Db | Tx, opts: { forUpdate?: boolean }): Promise<SysConfig> {
    const query = tx.select().from(settings).where(eq(settings.key, APP_KEY));
    const [row] = opts.forUpdate ? await query.for('update') : await query;
    if (!row) return defaultSysConfig;
    const parsed = sysConfig.safeParse({ ...defaultSysConfig, ...(row.value as object) });
    if (parsed.success) return parsed.data;
    log.error({ issues: parsed.error.issues }, 'stored sysConfig is invalid; serving defaults');
    return defaultSysConfig;
  }

  async function update(next: SysConfig, tx: Db | Tx = db): Promise<SysConfig> {
    const value = sysConfig.parse(next);
    await tx
      .insert(settings)
      .values({ key: APP_KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    // Committed already (no transaction of the caller's): every server drops the old ones before we
    // return. In a transaction the commit comes later, and the route's answer waits for the feed.
    if (tx === db) await feed.sync();
    return value;
  }

  /**
   * A record kept beside sysConfig under its own key (a job's progress, the last ledger verify): its
   * stored value, or undefined. Other domains keep such state here instead of reading the table.
   */
  async function readState(key: string, tx: Db | Tx = db, opts: { forUpdate?: boolean } = {}) {
    const query = tx.select().from(settings).where(eq(settings.key, key));
    const [row] = opts.forUpdate ? await query.for('update') : await query;
    return row?.value as unknown;
  }

  async function writeState(key: string, value: unknown, at: Date, tx: Db | Tx = db): Promise<void> {
    await tx
      .insert(settings)
      .values({ key, value, updatedAt: at })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } });
  }

  return { get, update, readState, writeState };
}

export type ConfigService = ReturnType<typeof createConfigService>;
