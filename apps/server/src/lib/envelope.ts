import type { Language } from '@mcc/contract';
import type { AppError } from './errors.ts';
import { translate } from './messages.ts';

const unixSeconds = () => String(Math.floor(Date.now() / 1000));

export const ok = <T>(data: T) => ({ code: 1 as const, msg: '', time: unixSeconds(), data });

export function failure(error: AppError, lang: Language) {
  return {
    code: 0 as const,
    msg: translate(error.key, lang, error.params),
    time: unixSeconds(),
    data: { error: error.key, ...error.params, ...error.extra },
  };
}
