import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Place } from '../../lib/device-name.ts';
import { AppError } from '../../lib/errors.ts';
import { users } from './auth.tables.ts';
import { uniqueViolation } from './auth-sign-in.ts';
import { toUserInfo, type User } from './auth-user.ts';
import type { CodeService } from './code.service.ts';
import type { SecurityPort } from './security-port.ts';

type NewContact = { mobile: string; email?: undefined } | { email: string; mobile?: undefined };

/**
 * Changing the account's mobile or e-mail (docs/security.md): whoever holds the session must also know
 * the payment password, receive a code at the new address (`changemobile` / `changeemail`) and, with
 * 2FA on, give its code. The address is then the account's (codes, password resets), so withdrawals are
 * held for `lockAfterContactHours`: a thief who changes it cannot take the money out at once.
 */
export function createContactChange(deps: {
  db: Db;
  clock: Clock;
  codes: CodeService;
  security: SecurityPort;
  verifyPayPassword: (userId: number, payPassword: string) => Promise<void>;
}) {
  const { db, clock, codes, security, verifyPayPassword } = deps;

  async function changeContact(
    signedIn: User,
    input: NewContact & { code: string; payPassword: string; totpCode?: string },
    place: Place,
  ) {
    const isMobile = input.mobile !== undefined;
    const target = input.mobile ?? input.email;
    const taken = () => new AppError(isMobile ? 'MOBILE_TAKEN' : 'EMAIL_TAKEN');
    const column = isMobile ? users.mobile : users.email;
    const [holder] = await db.select({ id: users.id }).from(users).where(eq(column, target));
    if (holder) throw taken();
    // 2FA is asked for first, checked last: the codes before it are spent only by someone who has it.
    if (input.totpCode === undefined) await security.secondFactor(signedIn.id, undefined);
    await verifyPayPassword(signedIn.id, input.payPassword);
    await codes.consume([target], isMobile ? 'changemobile' : 'changeemail', input.code);
    if (input.totpCode !== undefined) await security.secondFactor(signedIn.id, input.totpCode);
    try {
      return await db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ ...(isMobile ? { mobile: target } : { email: target }), updatedAt: clock.now() })
          .where(eq(users.id, signedIn.id))
          .returning();
        if (!user) throw new AppError('UNAUTHORIZED');
        await security.startLock(user.id, 'contact_changed', tx);
        await security.record(user.id, 'contact_changed', place, tx);
        return toUserInfo(user);
      });
    } catch (e) {
      // Someone took the address between the check and the change.
      if (uniqueViolation(e) !== undefined) throw taken();
      throw e;
    }
  }

  return { changeContact };
}
