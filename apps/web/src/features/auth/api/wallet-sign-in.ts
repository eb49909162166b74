import { request } from '../../../lib/api.ts';
import { ApiError, unwrap } from '../../../lib/request.ts';
import { type Session, startSession } from '../../../lib/session.ts';

export interface SignedMessage {
  address: string;
  message: string;
  signature: string;
}

/** Signs in with a signed EIP-4361 message; an unknown wallet answers WALLET_NOT_REGISTERED (not toasted: the page moves on). */
export async function walletLogin(signed: SignedMessage): Promise<Session> {
  const s = await unwrap(
    request<Session>({
      url: '/api/user/tpLogin',
      method: 'POST',
      data: { ...signed },
      toastFailure: (key) => key !== 'WALLET_NOT_REGISTERED',
    }),
  );
  startSession(s);
  return s;
}

export async function walletRegister(signed: SignedMessage & { inviteCode?: string }): Promise<Session> {
  const s = await unwrap(
    request<Session>({ url: '/api/user/tpRegister', method: 'POST', data: { ...signed } }),
  );
  startSession(s);
  return s;
}

export const isNotRegistered = (e: unknown) => e instanceof ApiError && e.key === 'WALLET_NOT_REGISTERED';
