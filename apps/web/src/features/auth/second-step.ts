import { ApiError } from '../../lib/request.ts';

/**
 * The second step a sign-in may ask for after the right password (docs/security.md): the authenticator's
 * code (or a recovery code) when the account has 2FA on, the code sent to the account from a new device
 * when the console asks for one. The form then sends the sign-in again with it. Kept tiny: the login
 * page's first load carries it; the step's form itself loads when asked for.
 */
export type SecondStep = 'totp' | 'device';

const STEPS: Partial<Record<string, SecondStep>> = {
  TOTP_REQUIRED: 'totp',
  DEVICE_CODE_REQUIRED: 'device',
};

/** The step a refused sign-in asks for, or undefined for any other failure. */
export const secondStepOf = (error: unknown): SecondStep | undefined =>
  error instanceof ApiError ? STEPS[error.key] : undefined;

/** A refusal the second step's form explains itself: not toasted. */
export const toastUnlessSecondStep = (key: string) => STEPS[key] === undefined;

/** What the step's code is sent as. */
export const codeField = { totp: 'totpCode', device: 'deviceCode' } as const;
export type SecondStepCodes = { totpCode?: string; deviceCode?: string };
