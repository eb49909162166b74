import {
  type AnswerOf,
  type adminApi,
  type ChainAlertQuery,
  formatAmount,
  normalizeAddress,
} from '@mcc/contract';
import { and, count, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Chains } from '../../chain/chains.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { type ConsoleList, eqIf, inRange, listPage, type ReadParts } from '../../lib/console-list.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { chainAlerts, chainCursors } from './chain-scan.tables.ts';
import { recharges } from './wallet.tables.ts';

type Calls = typeof adminApi.chainDeposits;
type Alert = AnswerOf<Calls['resolveAlert']>;
type Unpaged<Q> = Omit<Q, 'page' | 'limit'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const storedHash = (q: string) => q.replace(/^0x/i, '').toLowerCase();

/** An alert row with its deposit, as the list reads it. */
const alertColumns = {
  alert: chainAlerts,
  userId: recharges.userId,
  amount: recharges.amount,
  txHash: recharges.txHash,
  logIndex: recharges.logIndex,
};
interface AlertRaw {
  alert: typeof chainAlerts.$inferSelect;
  userId: number;
  amount: bigint;
  txHash: string;
  logIndex: number | null;
}

/**
 * What the operators watch of the scanner: each network's cursor and lease (`chain_cursors`) beside the
 * settings, and the alerts a reorganisation raised (a credited deposit whose block was undone), which
 * an operator resolves with a note of what they did (audited; the server takes nothing back).
 */
export function createChainWatch(deps: {
  db: Db;
  clock: Clock;
  settings: Pick<ConfigService, 'get'>;
  chains: Chains;
  audit: AuditService;
  users: Pick<UserDirectory, 'uidsOf' | 'userMatches'>;
  operators: Pick<OperatorService, 'usernamesOf'>;
}) {
  const { db, clock, settings, chains, audit, users, operators } = deps;
  const open = isNull(chainAlerts.resolvedAt);
  const openFirst = sql`${chainAlerts.resolvedAt} IS NULL DESC`;

  async function scanners(): Promise<AnswerOf<Calls['scanners']>> {
    const [config, cursors, alerts] = await Promise.all([
      settings.get(),
      db.select().from(chainCursors),
      db
        .select({ network: chainAlerts.network, n: count() })
        .from(chainAlerts)
        .where(open)
        .groupBy(chainAlerts.network),
    ]);
    return config.autoRecharge.networks.map((rule) => {
      const cursor = cursors.find((c) => c.network === rule.network);
      const head = cursor?.head ?? null;
      return {
        network: rule.network,
        enabled: rule.enabled,
        configured: chains.get(rule.network) !== undefined,
        token: normalizeAddress(rule.network, rule.token) ?? rule.token,
        nextBlock: cursor?.nextBlock ?? null,
        head,
        lag: cursor && head !== null ? Math.max(0, head - cursor.nextBlock + 1) : null,
        scannedAt: iso(cursor?.scannedAt ?? null),
        leaseOwner: cursor?.leaseOwner ?? null,
        leaseUntil: iso(cursor?.leaseUntil ?? null),
        openAlerts: alerts.find((a) => a.network === rule.network)?.n ?? 0,
      };
    });
  }

  async function present(rows: AlertRaw[]): Promise<Alert[]> {
    const [uids, names] = await Promise.all([
      users.uidsOf(rows.map((r) => r.userId)),
      operators.usernamesOf(rows.flatMap((r) => (r.alert.resolvedBy === null ? [] : [r.alert.resolvedBy]))),
    ]);
    return rows.map(({ alert: a, ...r }) => ({
      id: a.id,
      network: a.network,
      kind: a.kind,
      rechargeId: a.rechargeId,
      userId: r.userId,
      uid: uids.get(r.userId) ?? '',
      amount: formatAmount(r.amount),
      txHash: r.txHash,
      logIndex: r.logIndex,
      block: a.block,
      blockHash: a.blockHash,
      createdAt: a.createdAt.toISOString(),
      reincludedAt: iso(a.reincludedAt),
      resolvedAt: iso(a.resolvedAt),
      resolvedBy: a.resolvedBy === null ? null : (names.get(a.resolvedBy) ?? ''),
      note: a.note,
    }));
  }

  /** Open alerts first when not filtered by state (they are what needs doing), each part newest first. */
  const alertList: ConsoleList<Unpaged<ChainAlertQuery>, AlertRaw, Alert> = {
    plan: (q) => ({
      where: and(
        q.state === 'open' ? open : q.state === 'resolved' ? isNotNull(chainAlerts.resolvedAt) : undefined,
        eqIf(chainAlerts.network, q.network),
        q.q === undefined
          ? undefined
          : or(users.userMatches(recharges.userId, q.q), eq(recharges.txHash, storedHash(q.q))),
        inRange(chainAlerts.createdAt, q),
      ),
      key: { expr: chainAlerts.createdAt, type: 'timestamptz' },
      id: chainAlerts.id,
      order: q.order ?? 'desc',
    }),
    async read(parts: ReadParts) {
      const rows = await db
        .select({ ...alertColumns, sortKey: parts.sortKey })
        .from(chainAlerts)
        .innerJoin(recharges, eq(recharges.id, chainAlerts.rechargeId))
        .where(parts.where)
        .orderBy(openFirst, ...parts.orderBy)
        .limit(parts.limit)
        .offset(parts.offset);
      return rows.map(({ sortKey, ...raw }) => ({ raw, sortKey, id: raw.alert.id }));
    },
    count: (where: SQL | undefined) =>
      db
        .select({ n: count() })
        .from(chainAlerts)
        .innerJoin(recharges, eq(recharges.id, chainAlerts.rechargeId))
        .where(where)
        .then(([r]) => r?.n ?? 0),
    present,
  };
  async function resolve(id: number, note: string, by: AuditActor): Promise<Alert> {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(chainAlerts).where(eq(chainAlerts.id, id)).for('update');
      if (!before) throw new AppError('ALERT_NOT_FOUND');
      if (before.resolvedAt) throw new AppError('ALERT_RESOLVED');
      const now = clock.now();
      await tx
        .update(chainAlerts)
        .set({ resolvedAt: now, resolvedBy: by.operator?.id ?? null, note })
        .where(eq(chainAlerts.id, id));
      await audit.record(tx, {
        ...by,
        action: 'chain.alert.resolve',
        targetType: 'chain_alert',
        targetId: id,
        before: { resolvedAt: null },
        after: { resolvedAt: now.toISOString(), note, rechargeId: before.rechargeId },
      });
      const [after] = await tx
        .select(alertColumns)
        .from(chainAlerts)
        .innerJoin(recharges, eq(recharges.id, chainAlerts.rechargeId))
        .where(eq(chainAlerts.id, id));
      return after as AlertRaw;
    });
    // Named after the commit: the directory reads outside the transaction (PGlite has one connection).
    return (await present([row]))[0] as Alert;
  }

  return {
    scanners,
    alerts: (q: ChainAlertQuery) => listPage(alertList, q),
    openAlerts: async () => ({ count: await db.$count(chainAlerts, open) }),
    resolve,
  };
}

export type ChainWatch = ReturnType<typeof createChainWatch>;
