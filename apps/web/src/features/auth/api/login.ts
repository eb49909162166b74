import { api, type InputOf } from '@mcc/contract';
import { call } from '../../../lib/api.ts';
import { deviceId } from '../../../lib/device-id.ts';
import { unwrap } from '../../../lib/request.ts';
import { startSession } from '../../../lib/session.ts';
import { toastUnlessSecondStep } from '../second-step.ts';
import type { WithContact } from './accounts.ts';

/**
 * Signs in with this browser's device id; a second step asked for (TOTP_REQUIRED, DEVICE_CODE_REQUIRED)
 * is thrown untoasted, for the form to ask for it (../second-step.ts).
 */
export async function login(input: InputOf<typeof api.accounts.login>) {
  const s = await unwrap(
    call(api.accounts.login, { ...input, deviceId: deviceId() }, { toastFailure: toastUnlessSecondStep }),
  );
  startSession(s);
  return s;
}

/** Signs up with this browser's device id, so the device an account was made on is its own, not new. */
export async function register(input: WithContact<InputOf<typeof api.accounts.register>>) {
  const s = await unwrap(call(api.accounts.register, { ...input, deviceId: deviceId() }));
  startSession(s);
  return s;
}
