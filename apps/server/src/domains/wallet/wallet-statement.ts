import type { Asset, KeysetPageQuery, StatementLine } from '@mcc/contract';
import { inArray } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { createUserTaggedCache } from '../../db/user-tagged-cache.ts';
import { toRecipient } from '../../lib/mask.ts';
import type { pageOf } from '../../lib/paging.ts';
import type { User } from '../auth/auth.service.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import { type Ledger, toStatementLine } from '../ledger/ledger.service.ts';
import { fundTransfers } from './wallet.tables.ts';

type StatementRow = Awaited<ReturnType<Ledger['statement']>>['list'][number];
export type StatementPage = ReturnType<typeof pageOf<StatementLine>>;

/** The main wallet's statements, each line's transfer counterparty shown, pages kept as sent. */
export function createWalletStatement(deps: {
  db: Db;
  ledger: Ledger;
  users: Pick<UserDirectory, 'byIds'>;
  feed: ChangeFeed;
}) {
  const { db, ledger, users, feed } = deps;

  /**
   * Statement pages as sent, with the version of the account's lines they were read at: the newest
   * 10,000 (~6 KB each at 20 lines, ~60 MB at most).
   */
  const statementPages = createUserTaggedCache<string, { version: string; json: string }>(feed, 10_000);

  /**
   * The main wallet's statement of one asset (`/api/fund/usdtDetail`, `mccDetail`, `sskDetail`):
   * page `page`, or with `before` the lines after that one (see `keysetPageQuery`), as the JSON text
   * `toJson` makes of it (the route's serialiser, schema check included). Pages are kept as that text
   * and answered again while the account's `statementVersion` is the one read before the page was
   * (no new line since) and no user it names changed (see `createUserTaggedCache`): a page read again
   * costs one tiny query, no mapping and no serialising.
   */
  async function statementJson(
    userId: number,
    q: KeysetPageQuery,
    asset: Asset,
    toJson: (page: StatementPage) => string,
  ): Promise<string> {
    if (!feed.live()) return toJson((await statement(userId, q, asset)).page);
    // Nothing else shapes a page: lines are not localised, and counterparties are the tagged users.
    const key = `${userId}:${asset}:${q.page}:${q.limit}:${q.before ?? ''}`;
    const generation = feed.generation();
    const version = await ledger.statementVersion(db, userId, asset);
    const kept = statementPages.get(key, (p) => p.version === version);
    if (kept) return kept.json;
    const { page, shows } = await statement(userId, q, asset);
    const json = toJson(page);
    statementPages.put(key, { version, json }, shows, generation);
    return json;
  }

  /** A statement page, and the users its counterparties are. */
  async function statement(userId: number, q: KeysetPageQuery, asset: Asset) {
    const s = await ledger.userStatement(db, userId, asset, q.page, q.limit, q.before);
    const others = await transferCounterparties(userId, s.list);
    const page = {
      ...s,
      list: s.list.map((l) => {
        const other = l.refType === 'transfer' ? others.get(l.refId) : undefined;
        return other ? { ...toStatementLine(l), counterparty: toRecipient(other) } : toStatementLine(l);
      }),
    };
    return { page, shows: [...new Set([...others.values()].map((u) => u.id))] };
  }

  /**
   * The two users of transfers by id. A transfer row is never changed, so the parties once read are
   * kept (the newest 100,000): a statement page read again asks only for transfers it has not seen.
   */
  const parties = new Map<number, { id: number; from: number; to: number }>();
  async function partiesOf(ids: number[]) {
    const missing = ids.filter((id) => !parties.has(id));
    if (missing.length > 0) {
      const rows = await db
        .select({ id: fundTransfers.id, from: fundTransfers.fromUserId, to: fundTransfers.toUserId })
        .from(fundTransfers)
        .where(inArray(fundTransfers.id, missing));
      for (const row of rows) {
        if (parties.size >= 100_000) parties.delete(parties.keys().next().value ?? -1);
        parties.set(row.id, row);
      }
    }
    return ids.flatMap((id) => parties.get(id) ?? []);
  }

  /** The other user of each transfer on a statement page, by transfer id (a user sees their own only). */
  async function transferCounterparties(userId: number, lines: StatementRow[]): Promise<Map<string, User>> {
    const ids = lines.filter((l) => l.refType === 'transfer').map((l) => Number(l.refId));
    if (ids.length === 0) return new Map();
    const rows = (await partiesOf(ids)).filter((r) => r.from === userId || r.to === userId);
    const otherOf = (r: (typeof rows)[number]) => (r.from === userId ? r.to : r.from);
    const others = await users.byIds(rows.map(otherOf));
    const found = rows.flatMap((r) => {
      const other = others.get(otherOf(r));
      return other ? [[String(r.id), other] as const] : [];
    });
    return new Map(found);
  }

  return { statement, statementJson, statementStats: statementPages.stats };
}
