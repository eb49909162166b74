import { type Asset, api } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';

/** The verify page's reads: the signed daily digests, the published keys, the user's own proof. */
export const ledgerKeys = {
  digests: ['ledger', 'digests'] as const,
  keys: ['ledger', 'keys'] as const,
  proof: (day: string, asset: Asset) => ['ledger', 'proof', day, asset] as const,
};

/** The days one can pick: the newest digests (a month of them), newest first. */
export const DIGEST_DAYS = 30;

/** `GET /api/ledger/digests`: the newest signed digests. */
export function useLedgerDigests() {
  return useQuery({
    queryKey: ledgerKeys.digests,
    queryFn: () => unwrap(call(api.ledgerProofs.digests, { limit: DIGEST_DAYS })),
  });
}

/** `GET /api/ledger/key`: the keys digests are signed with; a digest must name one of them. */
export function useLedgerSigningKeys() {
  return useQuery({ queryKey: ledgerKeys.keys, queryFn: () => unwrap(call(api.ledgerProofs.key)) });
}

/** `GET /api/ledger/proof`: the day's digest and the signed-in user's leaf and path (null: none held). */
export function useLedgerProof(day: string | undefined, asset: Asset) {
  return useQuery({
    queryKey: ledgerKeys.proof(day ?? '', asset),
    queryFn: () => unwrap(call(api.ledgerProofs.proof, { day: day ?? '', asset })),
    enabled: day !== undefined,
  });
}
