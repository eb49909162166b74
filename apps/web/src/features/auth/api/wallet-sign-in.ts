import { api, type InputOf } from '@mcc/contract';
import { call } from '../../../lib/api.ts';
import { deviceId } from '../../../lib/device-id.ts';
import { ApiError, unwrap } from '../../../lib/request.ts';
import { type Session, startSession } from '../../../lib/session.ts';
import { toastUnlessSecondStep } from '../second-step.ts';

export type SignedMessage = InputOf<typeof api.accounts.walletLogin>;

/**
 * Signs in with a signed EIP-4361 message and this browser's device id. Not toasted, as the page moves
 * on: an unknown wallet (WALLET_NOT_REGISTERED), a second step asked for (../second-step.ts).
 */
export async function walletLogin(signed: SignedMessage): Promise<Session> {
  const s = await unwrap(
    call(
      api.accounts.walletLogin,
      { ...signed, deviceId: deviceId() },
      { toastFailure: (key) => key !== 'WALLET_NOT_REGISTERED' && toastUnlessSecondStep(key) },
    ),
  );
  startSession(s);
  return s;
}

/** Registers the wallet; its device is the account's first, known from then on (not a new device). */
export async function walletRegister(signed: InputOf<typeof api.accounts.walletRegister>): Promise<Session> {
  const s = await unwrap(call(api.accounts.walletRegister, { ...signed, deviceId: deviceId() }));
  startSession(s);
  return s;
}

export const isNotRegistered = (e: unknown) => e instanceof ApiError && e.key === 'WALLET_NOT_REGISTERED';
