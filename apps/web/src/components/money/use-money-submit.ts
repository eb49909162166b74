import type { AnswerOf, InputOf, Route } from '@mcc/contract';
import { useRef } from 'react';
import { call } from '../../lib/api.ts';
import { ApiError, type CallArgs, type CallOptions, unwrap } from '../../lib/request.ts';
import { useRefreshWallet } from '../../lib/wallet-keys.ts';

const newKey = () => crypto.randomUUID();

/**
 * Runs a money-moving submit with one Idempotency-Key per user submit: a submit that got no answer
 * (network failure, time-out, HTTP error) is retried with the same key, so it can never pay twice;
 * once the server has answered, or the form changed (`renew`, or another input), the next submit is a
 * new one. Answers the result, or undefined when it failed (the request client has told the user why).
 */
export function useMoneySubmit<I, O>(submit: (input: I, idempotencyKey: string) => Promise<O>) {
  const key = useRef<string | null>(null);
  const sent = useRef<string | undefined>(undefined);
  const refreshWallet = useRefreshWallet();
  const renew = () => {
    key.current = null;
  };
  const run = async (input: I): Promise<O | undefined> => {
    // Another input (another network, other copies to burn) is another submit, whatever the form saw.
    const text = JSON.stringify(input);
    if (text !== sent.current) renew();
    sent.current = text;
    key.current ??= newKey();
    try {
      const result = await submit(input, key.current);
      renew();
      void refreshWallet();
      return result;
    } catch (error) {
      if (!(error instanceof ApiError) || error.key !== 'REQUEST_FAILED') renew();
      // Done, its answer lost (the server says the money moved): the balances shown are stale.
      if (error instanceof ApiError && error.key === 'IDEMPOTENCY_ANSWER_LOST') void refreshWallet();
      return undefined;
    }
  };
  return { run, renew };
}

export interface MoneyCallOptions {
  /** How the call is made besides its key (`toastFailure: false` where the sheet shows a refusal itself). */
  call?: Pick<CallOptions, 'toastFailure' | 'loading'>;
  /** The call failed (the server refused it, or no answer came): for a sheet that shows why in place. */
  onFailed?: (error: unknown) => void;
  /** After the call whatever came of it (a refused bid may mean someone bid first: read it again). */
  onSettled?: () => void;
}

/**
 * `useMoneySubmit` of one money-moving route of the contract's table: `run(input)` calls it with the
 * submit's Idempotency-Key, the input typed from the route (`InputOf`), the answer from its schema.
 */
export function useMoneyCall<R extends Route>(route: R, options: MoneyCallOptions = {}) {
  return useMoneySubmit(async (input: InputOf<R>, idempotencyKey: string): Promise<AnswerOf<R>> => {
    try {
      // The input is the route's own (`InputOf<R>`); the tuple names it for `call`'s generic arguments.
      const args = [input, { ...options.call, idempotencyKey }] as CallArgs<R>;
      return await unwrap(call(route, ...args));
    } catch (error) {
      options.onFailed?.(error);
      throw error;
    } finally {
      options.onSettled?.();
    }
  });
}
