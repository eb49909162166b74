import {
  type DepositAddressQuery,
  type DepositAddressRow,
  formatAmount,
  normalizeAddress,
} from '@mcc/contract';
import { and, count, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { ChainUnavailable } from '../../chain/chain.ts';
import type { Chains } from '../../chain/chains.ts';
import type { Db } from '../../db/client.ts';
import { type ConsoleList, listPage, type ReadParts } from '../../lib/console-list.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { depositAddresses } from './chain-scan.tables.ts';
import { toMicro } from './deposit-compare.ts';
import { recharges } from './wallet.tables.ts';

type Unpaged<Q> = Omit<Q, 'page' | 'limit'>;
type AddressRaw = typeof depositAddresses.$inferSelect;

/**
 * The deposit addresses of a network as operators sweep them (issue 36 item 6): a page of them, newest
 * first, each with its balance of the network's token read from the node now (the page's addresses
 * only), what the ledger credited for the user's chain deposits there, and their last deposit. A node
 * that does not answer leaves the balances empty and says why; the rest of the page is still served.
 */
export function createDepositAddressList(deps: {
  db: Db;
  ledger: Pick<Ledger, 'referenceTotals'>;
  settings: Pick<ConfigService, 'get'>;
  chains: Chains;
  users: Pick<UserDirectory, 'uidsOf' | 'userMatches'>;
}) {
  const { db, ledger, settings, chains, users } = deps;
  const a = depositAddresses;

  /** The users' chain deposits on the network: each one's credited total (through the ledger) and last time. */
  async function depositsOf(network: DepositAddressRow['network'], userIds: number[]) {
    const rows =
      userIds.length === 0
        ? []
        : await db
            .select({ id: recharges.id, userId: recharges.userId, createdAt: recharges.createdAt })
            .from(recharges)
            .where(
              and(
                eq(recharges.network, network),
                eq(recharges.kind, 'auto'),
                isNotNull(recharges.logIndex),
                inArray(recharges.userId, userIds),
              ),
            );
    const credits = await ledger.referenceTotals(
      db,
      'recharge',
      rows.map((r) => String(r.id)),
    );
    const per = new Map<number, { credited: bigint; last: Date | null }>();
    for (const r of rows) {
      const seen = per.get(r.userId) ?? { credited: 0n, last: null };
      seen.credited += credits.get(String(r.id))?.total ?? 0n;
      if (!seen.last || r.createdAt > seen.last) seen.last = r.createdAt;
      per.set(r.userId, seen);
    }
    return per;
  }

  /** The page's balances in micro-USDT, or the node's error. */
  async function balancesOf(network: DepositAddressRow['network'], addresses: string[]) {
    const chain = chains.get(network);
    if (!chain) return { error: 'not_configured' as string | null, balances: [] as (bigint | null)[] };
    const rule = (await settings.get()).autoRecharge.networks.find((n) => n.network === network);
    const token = rule ? (normalizeAddress(network, rule.token) ?? rule.token) : '';
    try {
      const [decimals, raw] = await Promise.all([
        chain.audit.decimals(token),
        chain.audit.balancesOf(token, addresses),
      ]);
      return { error: null, balances: raw.map((v) => toMicro(v, decimals)) };
    } catch (e) {
      if (!(e instanceof ChainUnavailable)) throw e;
      return { error: e.message, balances: [] };
    }
  }

  const list: ConsoleList<Unpaged<DepositAddressQuery>, AddressRaw, DepositAddressRow> = {
    plan: (q) => ({
      where: and(
        eq(a.network, q.network),
        q.q === undefined ? undefined : or(users.userMatches(a.userId, q.q), eq(a.address, q.q)),
      ),
      key: { expr: a.createdAt, type: 'timestamptz' },
      id: a.userId,
      order: q.order ?? 'desc',
    }),
    async read(parts: ReadParts) {
      const rows = await db
        .select({ raw: a, sortKey: parts.sortKey })
        .from(a)
        .where(parts.where)
        .orderBy(...parts.orderBy)
        .limit(parts.limit)
        .offset(parts.offset);
      return rows.map((r) => ({ ...r, id: r.raw.userId }));
    },
    count: (where: SQL | undefined) =>
      db
        .select({ n: count() })
        .from(a)
        .where(where)
        .then(([r]) => r?.n ?? 0),
    present: async (rows) => {
      const uids = await users.uidsOf(rows.map((r) => r.userId));
      const network = rows[0]?.network ?? 'TRC20';
      const deposits = await depositsOf(
        network,
        rows.map((r) => r.userId),
      );
      return rows.map((r) => ({
        network: r.network,
        address: r.address,
        userId: r.userId,
        uid: uids.get(r.userId) ?? '',
        createdAt: r.createdAt.toISOString(),
        balance: null,
        credited: formatAmount(deposits.get(r.userId)?.credited ?? 0n),
        lastDepositAt: deposits.get(r.userId)?.last?.toISOString() ?? null,
      }));
    },
  };

  async function page(q: DepositAddressQuery) {
    const found = await listPage(list, q);
    if (found.list.length === 0) return { ...found, balanceError: null };
    const { error, balances } = await balancesOf(
      q.network,
      found.list.map((r) => r.address),
    );
    return {
      ...found,
      list: found.list.map((r, i) => {
        const micro = balances[i];
        return { ...r, balance: micro === undefined || micro === null ? null : formatAmount(micro) };
      }),
      balanceError: error,
    };
  }

  return { page };
}

export type DepositAddressList = ReturnType<typeof createDepositAddressList>;
