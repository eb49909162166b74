import {
  ADDRESS_BOOK_LIMIT,
  type AddressBook,
  type BookAddress,
  type Language,
  type Network,
  normalizeAddress,
} from '@mcc/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { businessMinute } from '../../lib/business-day.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Place } from '../../lib/device-name.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/messages.ts';
import { userSecurity, withdrawAddresses } from './security.tables.ts';
import type { SecurityEvents } from './security-events.ts';
import {
  hoursAfter,
  lockedSecurityRow,
  type SecurityPorts,
  securityRow,
  untilError,
  whitelistInForce,
} from './security-ports.ts';
import type { SecondFactor } from './security-totp.ts';

type Row = typeof withdrawAddresses.$inferSelect;
const toBookAddress = (r: Row): BookAddress => ({
  id: r.id,
  network: r.network,
  address: r.address,
  label: r.label,
  createdAt: r.createdAt.toISOString(),
  usableAt: r.usableAt.toISOString(),
});

/** `TQ5NuW…kVk2`: enough for the owner to recognise in a message. */
const shortAddress = (a: string) => (a.length > 14 ? `${a.slice(0, 6)}…${a.slice(-4)}` : a);

/** What a change of the book asks for: the payment password, and the second factor when it is on. */
interface Proof {
  payPassword: string;
  totpCode?: string;
}

/**
 * The withdrawal address book: named addresses per network, each usable only after the cooling period
 * (so an address added by whoever took over the account cannot be used before the owner hears of it),
 * and the whitelist-only switch, on at once and off only after the cooling period.
 */
export function createSecurityAddresses(deps: {
  db: Db;
  clock: Clock;
  ports: Pick<SecurityPorts, 'verifyPayPassword' | 'settings'>;
  events: SecurityEvents;
  secondFactor(userId: number, code: string | undefined): Promise<SecondFactor>;
  /** Sends the user a message on each of their contacts, after their anti-phishing code. */
  notify(userId: number, lang: Language, event: string, text: string): Promise<void>;
}) {
  const { db, clock, ports, events } = deps;

  async function prove(userId: number, proof: Proof) {
    await ports.verifyPayPassword(userId, proof.payPassword);
    await deps.secondFactor(userId, proof.totpCode);
  }

  const entriesOf = (userId: number) =>
    db
      .select()
      .from(withdrawAddresses)
      .where(eq(withdrawAddresses.userId, userId))
      .orderBy(desc(withdrawAddresses.id));

  async function book(userId: number): Promise<AddressBook> {
    const now = clock.now();
    const [rows, row] = await Promise.all([entriesOf(userId), securityRow(db, userId)]);
    const offAt = row?.whitelistOffAt && row.whitelistOffAt > now ? row.whitelistOffAt : null;
    return {
      list: rows.map(toBookAddress),
      whitelistOnly: whitelistInForce(row, now),
      whitelistOffAt: offAt?.toISOString() ?? null,
      now: now.toISOString(),
    };
  }

  /** Refuses what the book cannot take: the same address twice, or one more than the limit. */
  async function assertRoom(tx: Db | Tx, userId: number, network: Network, address: string) {
    const mine = eq(withdrawAddresses.userId, userId);
    const same = and(mine, eq(withdrawAddresses.network, network), eq(withdrawAddresses.address, address));
    if ((await tx.$count(withdrawAddresses, same)) > 0) throw new AppError('ADDRESS_EXISTS');
    if ((await tx.$count(withdrawAddresses, mine)) >= ADDRESS_BOOK_LIMIT)
      throw new AppError('ADDRESS_BOOK_FULL', { max: ADDRESS_BOOK_LIMIT });
  }

  /**
   * Adds a named address in its network's canonical form, usable after the cooling period, and tells
   * the user by SMS and e-mail. The book is checked before the secrets (a refused add spends no
   * authenticator code) and again under the user's row lock, so parallel adds keep the limit.
   */
  async function add(
    userId: number,
    input: Proof & { network: Network; address: string; label: string },
    ctx: { lang: Language; from: Place },
  ): Promise<BookAddress> {
    const address = normalizeAddress(input.network, input.address);
    if (!address) throw new AppError('ADDRESS_INVALID');
    await assertRoom(db, userId, input.network, address);
    await prove(userId, input);
    const settings = await ports.settings();
    const added = await db.transaction(async (tx) => {
      await lockedSecurityRow(tx, userId);
      await assertRoom(tx, userId, input.network, address);
      const now = clock.now();
      const [row] = await tx
        .insert(withdrawAddresses)
        .values({
          userId,
          network: input.network,
          address,
          label: input.label,
          createdAt: now,
          usableAt: hoursAfter(now, settings.addressCoolingHours),
        })
        .returning();
      if (!row) throw new Error('address not inserted');
      await events.record(userId, 'address_added', ctx.from, tx);
      return row;
    });
    const params = {
      label: added.label,
      network: added.network,
      address: shortAddress(added.address),
      until: businessMinute(added.usableAt),
    };
    await deps.notify(
      userId,
      ctx.lang,
      'address_added',
      translate('ADDRESS_ADDED_MESSAGE', ctx.lang, params),
    );
    return toBookAddress(added);
  }

  async function remove(userId: number, id: number, from: Place) {
    await db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(withdrawAddresses)
        .where(and(eq(withdrawAddresses.id, id), eq(withdrawAddresses.userId, userId)))
        .returning({ id: withdrawAddresses.id });
      if (!gone) throw new AppError('ADDRESS_NOT_FOUND');
      await events.record(userId, 'address_removed', from, tx);
    });
  }

  /**
   * Whitelist-only on at once; off after the cooling period (until then it holds, so a thief cannot
   * switch it off and withdraw at once). Switching it off again while it waits changes nothing.
   */
  async function whitelist(userId: number, input: Proof & { on: boolean }, from: Place) {
    await prove(userId, input);
    const settings = await ports.settings();
    await db.transaction(async (tx) => {
      const row = await lockedSecurityRow(tx, userId);
      const now = clock.now();
      if (input.on) {
        await tx
          .update(userSecurity)
          .set({ whitelistOnly: true, whitelistOffAt: null, updatedAt: now })
          .where(eq(userSecurity.userId, userId));
        if (!row.whitelistOnly) await events.record(userId, 'whitelist_on', from, tx);
      } else if (row.whitelistOnly) {
        await tx
          .update(userSecurity)
          .set({
            whitelistOnly: false,
            whitelistOffAt: hoursAfter(now, settings.addressCoolingHours),
            updatedAt: now,
          })
          .where(eq(userSecurity.userId, userId));
        await events.record(userId, 'whitelist_off', from, tx);
      }
    });
    return book(userId);
  }

  /**
   * Whether a withdrawal may go to `address` (canonical, `normalizeAddress`): an address of the book
   * still cooling is refused until its time; one not in the book only while whitelist-only holds.
   */
  async function checkWithdrawAddress(userId: number, network: Network, address: string, tx: Db | Tx = db) {
    const now = clock.now();
    const [entry] = await tx
      .select({ usableAt: withdrawAddresses.usableAt })
      .from(withdrawAddresses)
      .where(
        and(
          eq(withdrawAddresses.userId, userId),
          eq(withdrawAddresses.network, network),
          eq(withdrawAddresses.address, address),
        ),
      );
    if (entry && entry.usableAt > now) throw untilError('ADDRESS_COOLING', entry.usableAt);
    if (entry) return;
    if (whitelistInForce(await securityRow(tx, userId), now)) throw new AppError('ADDRESS_NOT_WHITELISTED');
  }

  const countOf = (userId: number) => db.$count(withdrawAddresses, eq(withdrawAddresses.userId, userId));

  return { book, add, remove, whitelist, checkWithdrawAddress, countOf };
}

export type SecurityAddresses = ReturnType<typeof createSecurityAddresses>;
