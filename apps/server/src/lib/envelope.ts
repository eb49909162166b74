import type { Language } from '@mcc/contract';
import type { FastifyReply } from 'fastify';
import type { AppError } from './errors.ts';
import { translate } from './messages.ts';

const unixSeconds = () => String(Math.floor(Date.now() / 1000));

export const ok = <T>(data: T) => ({ code: 1 as const, msg: '', time: unixSeconds(), data });

/**
 * `ok(data)` as the JSON text the serialiser makes of it, around `data` already serialised (and
 * checked against its schema) as JSON text: an answer kept as text is sent without serialising again.
 */
export function okJson(data: string): string {
  const { data: _, ...head } = ok(null);
  return `${JSON.stringify(head).slice(0, -1)},"data":${data}}`;
}

/**
 * Sends `ok(data)` around an answer kept as JSON text (made by the route's own serialiser, schema check
 * included). Text skips the route's serialiser, which the typed reply would want an object for.
 */
export function sendOkJson(reply: unknown, data: string) {
  return (reply as FastifyReply).type('application/json; charset=utf-8').send(okJson(data));
}

export function failure(error: AppError, lang: Language) {
  return {
    code: 0 as const,
    msg: translate(error.key, lang, error.params),
    time: unixSeconds(),
    data: { error: error.key, ...error.params, ...error.extra },
  };
}
