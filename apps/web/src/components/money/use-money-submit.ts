import { useRef } from 'react';
import { ApiError } from '../../lib/request.ts';
import { useRefreshWallet } from '../../lib/wallet-keys.ts';

const newKey = () => crypto.randomUUID();

/**
 * Runs a money-moving submit with one Idempotency-Key per user submit: a submit that got no answer
 * (network failure, time-out, HTTP error) is retried with the same key, so it can never pay twice;
 * once the server has answered, or the form changed (`renew`), the next submit is a new one.
 * Answers the result, or undefined when it failed (the request client has told the user why).
 */
export function useMoneySubmit<I, O>(submit: (input: I, idempotencyKey: string) => Promise<O>) {
  const key = useRef<string | null>(null);
  const refreshWallet = useRefreshWallet();
  const renew = () => {
    key.current = null;
  };
  const run = async (input: I): Promise<O | undefined> => {
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
