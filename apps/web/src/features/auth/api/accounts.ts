import { api, type CODE_EVENTS, type InputOf } from '@mcc/contract';
import { call } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';

export type CodeEvent = (typeof CODE_EVENTS)[number];
export type Contact = { mobile: string } | { email: string };
/** A call's input with exactly one of `mobile` and `email` (the server refuses both or neither). */
export type WithContact<I> = Contact & Omit<I, 'mobile' | 'email'>;

/** Sends a verification code by SMS or e-mail; answers whether one went out. */
export async function sendCode(contact: Contact, event: CodeEvent): Promise<boolean> {
  const body =
    'mobile' in contact
      ? await call(api.accounts.smsSend, { mobile: contact.mobile, event })
      : await call(api.accounts.emsSend, { email: contact.email, event });
  return body?.code === 1;
}

export async function resetPassword(input: WithContact<InputOf<typeof api.accounts.resetPassword>>) {
  await unwrap(call(api.accounts.resetPassword, input));
}

export async function logout() {
  // The server revokes the token; a failure (already dead) changes nothing for the user.
  await call(api.accounts.logout, {}, { toastFailure: false });
}

/** Ends every session of the user on every device, this one included (the caller then ends its own). */
export async function logoutEverywhere() {
  return unwrap(call(api.accounts.logoutAll));
}
