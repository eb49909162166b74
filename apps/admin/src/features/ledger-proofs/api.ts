import { type AnswerOf, adminApi, type LedgerDigest, type LedgerVerification } from '@mcc/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWrite } from '../../components/form/use-write.ts';
import { api } from '../../lib/api.ts';
import { useCan } from '../../lib/operator.ts';

const calls = adminApi.ledgerChain;
export type ChainState = AnswerOf<typeof calls.state>;
export type { LedgerDigest, LedgerVerification };

const keys = {
  all: ['ledgerChain'] as const,
  state: ['ledgerChain', 'state'] as const,
  digests: (before: string | undefined) => ['ledgerChain', 'digests', before ?? null] as const,
  verifications: ['ledgerChain', 'verifications'] as const,
};

/** Digests a page of the table holds. */
export const DIGESTS_PER_PAGE = 10;

/** The chain's state: entries, last sequence number, accounts, the key, the last digest and verification. */
export const useChainState = () => useQuery({ queryKey: keys.state, queryFn: () => api.call(calls.state) });

/** A page of the signed digests, newest first: those of days before `before` (none: the newest). */
export const useDigests = (before: string | undefined) =>
  useQuery({
    queryKey: keys.digests(before),
    queryFn: () => api.call(calls.digests, { before, limit: DIGESTS_PER_PAGE }),
    placeholderData: keepPreviousData,
  });

const running = (list: readonly LedgerVerification[] | undefined) =>
  list?.some((v) => v.state === 'running') ?? false;

/**
 * The verifications, newest first: read every 2 s while one runs (so it is seen finish), every minute
 * otherwise (the menu's count reads the same list from every page of the console).
 */
export const useVerifications = () =>
  useQuery({
    queryKey: keys.verifications,
    queryFn: () => api.call(calls.verifications),
    enabled: useCan('ledger.read'),
    refetchInterval: (q) => (running(q.state.data?.list) ? 2_000 : 60_000),
  });

/**
 * Newest first, whatever order the server answers in: by id, the order runs were started in (their
 * clock times may not be: a server's clock set back, or a test's moved one).
 */
export const newestFirst = (list: readonly LedgerVerification[]) => [...list].sort((a, b) => b.id - a.id);

/** The newest verification that has finished (a running one says nothing yet). */
export const lastFinished = (list: readonly LedgerVerification[] | undefined) =>
  newestFirst(list ?? []).find((v) => v.state !== 'running');

/**
 * The menu's count: the verifications that failed since the chain last verified clean (one failed run,
 * and each daily run after it that still fails). Zero once a run passes.
 */
export function failedSinceLastPass(list: readonly LedgerVerification[] | undefined): number {
  let failed = 0;
  for (const v of newestFirst(list ?? [])) {
    if (v.state === 'passed') break;
    if (v.state === 'failed') failed += 1;
  }
  return failed;
}

/**
 * Reads the chain's state again when a verification seen running has finished: its last verification
 * (and the entries counted) changed with it.
 */
export function useStateOnceVerified(list: readonly LedgerVerification[] | undefined) {
  const client = useQueryClient();
  const isRunning = running(list);
  const wasRunning = useRef(isRunning);
  useEffect(() => {
    if (wasRunning.current && !isRunning) void client.invalidateQueries({ queryKey: keys.state });
    wasRunning.current = isRunning;
  }, [isRunning, client]);
}

/** Starts a verification of the whole chain (in the background); answers the run. */
export const useVerifyChain = () => useWrite(() => api.call(calls.verifyChain), [keys.all]);

/** Signs the last closed business day's digest if it is not yet; answers that day's digest. */
export const useSignDigest = () => useWrite(() => api.call(calls.signDigest), [keys.all]);
