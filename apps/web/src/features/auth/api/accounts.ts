import type { CODE_EVENTS, SessionsEnded } from '@mcc/contract';
import { request } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';
import { type Session, startSession } from '../../../lib/session.ts';

export type CodeEvent = (typeof CODE_EVENTS)[number];
export type Contact = { mobile: string } | { email: string };

/** Sends a verification code by SMS or e-mail; answers whether one went out. */
export async function sendCode(contact: Contact, event: CodeEvent): Promise<boolean> {
  const body =
    'mobile' in contact
      ? await request({ url: '/api/sms/send', method: 'POST', data: { mobile: contact.mobile, event } })
      : await request({ url: '/api/ems/send', method: 'POST', data: { email: contact.email, event } });
  return body?.code === 1;
}

export async function login(input: { account: string; password: string }) {
  const s = await unwrap(request<Session>({ url: '/api/user/login', method: 'POST', data: input }));
  startSession(s);
  return s;
}

export async function register(input: Contact & { code: string; password: string; inviteCode?: string }) {
  const s = await unwrap(request<Session>({ url: '/api/user/register', method: 'POST', data: input }));
  startSession(s);
  return s;
}

export async function resetPassword(input: Contact & { code: string; newPassword: string }) {
  await unwrap(request<null>({ url: '/api/user/resetpwd', method: 'POST', data: input }));
}

export async function logout() {
  // The server revokes the token; a failure (already dead) changes nothing for the user.
  await request<null>({ url: '/api/user/logout', toastFailure: false });
}

/** Ends every session of the user on every device, this one included (the caller then ends its own). */
export async function logoutEverywhere() {
  return unwrap(request<SessionsEnded>({ url: '/api/user/logoutAll', method: 'POST' }));
}
