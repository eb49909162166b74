import { api, type InputOf } from '@mcc/contract';
import { call } from '../../../lib/api.ts';
import { ApiError, unwrap } from '../../../lib/request.ts';
import { type Session, startSession } from '../../../lib/session.ts';

export type SignedMessage = InputOf<typeof api.accounts.walletLogin>;

/** Signs in with a signed EIP-4361 message; an unknown wallet answers WALLET_NOT_REGISTERED (not toasted: the page moves on). */
export async function walletLogin(signed: SignedMessage): Promise<Session> {
  const s = await unwrap(
    call(api.accounts.walletLogin, signed, { toastFailure: (key) => key !== 'WALLET_NOT_REGISTERED' }),
  );
  startSession(s);
  return s;
}

export async function walletRegister(signed: InputOf<typeof api.accounts.walletRegister>): Promise<Session> {
  const s = await unwrap(call(api.accounts.walletRegister, signed));
  startSession(s);
  return s;
}

export const isNotRegistered = (e: unknown) => e instanceof ApiError && e.key === 'WALLET_NOT_REGISTERED';
