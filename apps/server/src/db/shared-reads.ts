import type { Clock } from '../lib/clock.ts';
import type { ChangeFeed } from './change-feed.ts';

/** How long an answer is kept at most: what changes by time alone (a sale opening, the 24 h window) shows within this. */
export const SHARED_READ_MS = 1_000;

interface Entry {
  tables: readonly string[];
  value: Promise<unknown>;
  /** On the app's clock (tests move it) and on the real one. */
  at: number;
  realAt: number;
}

/**
 * Answers that every user shares (the NFT home, a token's price summary, the staking products), kept
 * by this server for at most a second and dropped the moment the change feed reports a write to one
 * of the tables they come from — so a write is never served stale, and only what changes by the clock
 * alone may lag, by under a second. Callers asking at once share one load. Nothing is kept while
 * the feed is not listening.
 */
export function createSharedReads(feed: ChangeFeed, clock: Clock) {
  const entries = new Map<string, Entry>();

  feed.subscribe((change) => {
    if (change.kind === 'reset') entries.clear();
    else if (change.kind === 'table') {
      for (const [key, entry] of entries) if (entry.tables.includes(change.table)) entries.delete(key);
    }
  });

  function fresh(entry: Entry) {
    const age = clock.now().getTime() - entry.at;
    return age >= 0 && age < SHARED_READ_MS && Date.now() - entry.realAt < SHARED_READ_MS;
  }

  /** The answer under `key`, which is read from `tables`: kept, or loaded now by `load`. */
  function read<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T> {
    if (!feed.live()) return load();
    const kept = entries.get(key);
    if (kept && fresh(kept)) return kept.value as Promise<T>;
    // Promise.resolve: a drizzle query is a thenable that runs again on every `then`; this runs it once.
    const value = Promise.resolve(load());
    const entry: Entry = { tables, value, at: clock.now().getTime(), realAt: Date.now() };
    // In the map while it loads, so callers at the same moment share it; a change to one of its tables
    // takes it out at once (loading or not), so nobody asking after the change gets it.
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  return { read };
}

export type SharedReads = ReturnType<typeof createSharedReads>;
