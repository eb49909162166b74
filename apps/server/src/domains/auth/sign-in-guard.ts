import type { Language } from '@mcc/contract';
import { AppError } from '../../lib/errors.ts';
import { maskContact } from '../../lib/mask.ts';
import { translate } from '../../lib/messages.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { AuthDevices, SignInFrom } from './auth-devices.ts';
import type { AuthSessions } from './auth-sessions.ts';
import type { User } from './auth-user.ts';
import type { CodeService } from './code.service.ts';
import type { SecurityPort } from './security-port.ts';

/** What a sign-in may bring besides its password or signature (the contract's `signInExtras`). */
export interface SignInExtras {
  deviceId?: string;
  totpCode?: string;
  deviceCode?: string;
}

/** Where a sign-in is: the request's device and address, and the language its messages go out in. */
export type SignInContext = SignInFrom & { lang: Language };

/**
 * What a sign-in passes after its password or wallet signature (docs/security.md), then its session:
 * - 2FA: with it on, a sign-in without a code is answered TOTP_REQUIRED (the client asks for the code
 *   and sends the password again with it); a recovery code does instead of the app's.
 * - A new device (one the account has not signed in from): a security event and a notice to the
 *   account's mobile and e-mail; with the console's `security.newDeviceCode` on, first a code sent to
 *   the account (DEVICE_CODE_REQUIRED, then the sign-in again with `deviceCode`). A wallet-only account
 *   has nowhere to send a code or a notice: it gets the event only, its wallet's signature being
 *   the proof a code would be.
 * The 2FA code is spent before the device code: a wrong device code then costs the user a wait for the
 * app's next code (seconds), where the other order would cost a new message.
 */
export function createSignInGuard(deps: {
  codes: CodeService;
  settings: ConfigService;
  security: SecurityPort;
  devices: AuthDevices;
  sessions: Pick<AuthSessions, 'issueToken'>;
}) {
  const { codes, settings, security, devices, sessions } = deps;

  const contactsOf = (u: User) => [
    ...(u.mobile ? [{ channel: 'sms' as const, target: u.mobile }] : []),
    ...(u.email ? [{ channel: 'email' as const, target: u.email }] : []),
  ];

  /**
   * The checks, then the session. `spend`, if given, runs once nothing more will be asked and before
   * any code is spent (a wallet sign-in's nonce: the same signed message comes back with the code).
   */
  async function admit(user: User, input: SignInExtras, at: SignInContext, spend?: () => Promise<void>) {
    // Asks for the code before anything is spent or sent; checks it only once the device is settled.
    if (input.totpCode === undefined) await security.secondFactor(user.id, undefined);
    const device = await devices.identify(user.id, { ...at, deviceId: input.deviceId });
    const contacts = contactsOf(user);
    const askCode = device.isNew && contacts.length > 0 && (await settings.get()).security.newDeviceCode;
    if (askCode && input.deviceCode === undefined) {
      const [to] = contacts as [(typeof contacts)[number]];
      await codes.send({ channel: to.channel, target: to.target, event: 'newdevice', lang: at.lang });
      throw new AppError('DEVICE_CODE_REQUIRED', {}, { to: maskContact({ ...user, walletAddress: null }) });
    }
    await spend?.();
    if (input.totpCode !== undefined)
      await security.secondFactor(user.id, input.totpCode, { recovery: true, from: device.place });
    if (askCode && input.deviceCode !== undefined)
      await codes.consume(
        contacts.map((c) => c.target),
        'newdevice',
        input.deviceCode,
      );
    const session = await sessions.issueToken(user, {
      deviceId: await devices.remember(user.id, device, at.lang),
      ...device.place,
    });
    if (device.isNew) {
      await security.record(user.id, 'sign_in_new_device', device.place);
      const text = translate('NEW_DEVICE_NOTICE', at.lang, {
        device: device.name || '-',
        ip: device.place.ip || '-',
      });
      for (const c of contacts)
        await codes.notify({ ...c, event: 'sign_in_new_device', text, lang: at.lang });
    }
    return session;
  }

  /** A new account's first session: its device is the account's own, not a new one. */
  async function welcome(user: User, at: SignInContext & { deviceId?: string }) {
    const device = await devices.identify(user.id, at);
    return sessions.issueToken(user, {
      deviceId: await devices.remember(user.id, device, at.lang),
      ...device.place,
    });
  }

  return { admit, welcome };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
