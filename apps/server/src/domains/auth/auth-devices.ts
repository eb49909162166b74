import type { Language } from '@mcc/contract';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { deviceName, type Place } from '../../lib/device-name.ts';
import { maskIp } from '../../lib/mask.ts';
import { sha256 } from '../../lib/secrets.ts';
import { userDevices } from './auth.tables.ts';

/** Where a sign-in comes from: the request's user agent and address, and the app's own device id if sent. */
export interface SignInFrom {
  userAgent: string | undefined;
  ip: string;
  deviceId?: string;
}

/** How a sign-in's device and address are shown (sessions, security events). */
export const placeFrom = (from: SignInFrom): Place => ({
  device: deviceName(from.userAgent),
  ip: maskIp(from.ip),
});

/** A sign-in's device as the account knows it, before it is remembered. */
export interface SeenDevice {
  hash: string;
  name: string;
  place: Place;
  /** Not among the account's devices, while it has signed in from others. */
  isNew: boolean;
}

/**
 * The devices an account signs in from (`user_devices`). A device is the id the app keeps on it (a
 * random string of its own, hashed here), or, from a client that sends none, its user agent's hash:
 * weaker (an agent is no secret), so the apps always send an id. An account's first device is its
 * own, not a new one: registration's, or, for accounts older than devices, the first sign-in's.
 */
export function createAuthDevices(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const hashOf = (from: SignInFrom) =>
    sha256(from.deviceId ? `device:${from.deviceId}` : `agent:${from.userAgent ?? ''}`);

  async function identify(userId: number, from: SignInFrom): Promise<SeenDevice> {
    const hash = hashOf(from);
    const [row] = await db
      .select({
        known: sql<boolean>`coalesce(bool_or(${userDevices.deviceHash} = ${hash}), false)`,
        any: sql<number>`count(*)::int`,
      })
      .from(userDevices)
      .where(eq(userDevices.userId, userId));
    const isNew = Number(row?.any ?? 0) > 0 && !row?.known;
    return { hash, name: deviceName(from.userAgent), place: placeFrom(from), isNew };
  }

  /**
   * Records the sign-in on its device (new, or seen again now) in the app's language then; answers the
   * device's row id.
   */
  async function remember(userId: number, device: SeenDevice, lang: Language): Promise<number> {
    const now = clock.now();
    const [row] = await db
      .insert(userDevices)
      .values({ userId, deviceHash: device.hash, name: device.name, firstSeenAt: now, lastSeenAt: now, lang })
      .onConflictDoUpdate({
        target: [userDevices.userId, userDevices.deviceHash],
        set: { name: device.name, lastSeenAt: now, lang },
      })
      .returning({ id: userDevices.id });
    if (!row) throw new Error('device upsert returned no row');
    return row.id;
  }

  /** The language of the user's newest sign-in (none recorded: undefined). */
  async function languageOf(userId: number): Promise<Language | undefined> {
    const [row] = await db
      .select({ lang: userDevices.lang })
      .from(userDevices)
      .where(and(eq(userDevices.userId, userId), isNotNull(userDevices.lang)))
      .orderBy(desc(userDevices.lastSeenAt))
      .limit(1);
    return row?.lang ?? undefined;
  }

  return { identify, remember, languageOf };
}

export type AuthDevices = ReturnType<typeof createAuthDevices>;
