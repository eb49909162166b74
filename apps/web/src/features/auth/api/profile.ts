import { api, type InputOf } from '@mcc/contract';
import { call } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';

/** The user's own edits; afterwards `useRefreshUser` (lib/user-center.ts) shows the new values. */
export async function updateProfile(input: InputOf<typeof api.accounts.profile>) {
  return unwrap(call(api.accounts.profile, input));
}

export async function setPayPassword(input: InputOf<typeof api.accounts.payPassword>) {
  await unwrap(call(api.accounts.payPassword, input));
}
