import { ASSETS, type Asset } from '@mcc/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { useLedgerDigests, useLedgerProof, useLedgerSigningKeys } from '../../features/ledger/api/proofs.ts';
import { checkProof, type SigningKeys } from '../../features/ledger/check-proof.ts';
import { DigestFacts } from '../../features/ledger/components/digest-facts.tsx';
import { ProofChecks } from '../../features/ledger/components/proof-checks.tsx';
import { ProofDetails } from '../../features/ledger/components/proof-details.tsx';
import { ProofPicker } from '../../features/ledger/components/proof-picker.tsx';
import { ProofVerdictCard } from '../../features/ledger/components/proof-verdict.tsx';
import { ApiError } from '../../lib/request.ts';
import { useUserCenter } from '../../lib/user-center.ts';
import '../../features/ledger/ledger.css';
import '../../locales/ledger/index.ts';

const assetOf = (value: string | null): Asset =>
  (ASSETS as readonly string[]).includes(value ?? '') ? (value as Asset) : 'USDT';

/**
 * `/pages/wallet/proof` (资产证明, proof of liabilities; issue 37), from the wallet and the user centre:
 * pick a day among the signed digests (the newest by default) and an asset; the page fetches the user's
 * proof and checks it here, in the browser (features/ledger/check-proof.ts): the digest's Ed25519
 * signature by a published key, the root and total read from the signed text, and the leaf rebuilt with
 * the signed-in user's own id up to them. Ed25519 and SHA-256 come from @noble, not WebCrypto
 * (docs/decisions/verifiable-ledger.md): synchronous, and present over plain http, where
 * `crypto.subtle` is not. `?day=&asset=` keep the choice in the address.
 */
export default function ProofPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const digests = useLedgerDigests();
  const keys = useLedgerSigningKeys();
  const me = useUserCenter();
  const asset = assetOf(params.get('asset'));
  const days = digests.data?.list.map((d) => d.day) ?? [];
  const asked = params.get('day');
  const day = asked && days.includes(asked) ? asked : days[0];
  const choose = (next: { day?: string; asset?: Asset }) =>
    setParams({ day: next.day ?? day ?? '', asset: next.asset ?? asset }, { replace: true });

  const failed = [digests, keys, me].find((q) => q.isError);
  let body = (
    <>
      <CardSkeleton lines={2} />
      <CardSkeleton title lines={4} />
    </>
  );
  if (failed) {
    body = (
      <ErrorState
        title={t('proof.loadFailed')}
        onRetry={() => {
          for (const q of [digests, keys, me]) if (q.isError) void q.refetch();
        }}
      />
    );
  } else if (digests.data && days.length === 0) {
    body = <EmptyState text={t('proof.empty')} testId="proof-empty" />;
  } else if (day && keys.data && me.data) {
    body = (
      <>
        <ProofPicker
          days={days}
          day={day}
          asset={asset}
          onDay={(d) => choose({ day: d })}
          onAsset={(a) => choose({ asset: a })}
        />
        <ProofOfDay day={day} asset={asset} keys={keys.data} userId={me.data.userinfo.id} />
      </>
    );
  }
  return (
    <div className="proof-page" data-testid="proof-page">
      <p className="proof-intro">{t('proof.intro')}</p>
      {body}
    </div>
  );
}

/** One day's and asset's proof, checked as soon as it arrives. */
function ProofOfDay({
  day,
  asset,
  keys,
  userId,
}: {
  day: string;
  asset: Asset;
  keys: SigningKeys;
  userId: number;
}) {
  const { t } = useTranslation();
  const proof = useLedgerProof(day, asset);
  const answer = proof.data;
  const verdict = useMemo(
    () => answer && checkProof({ answer, keys, day, asset, userId }),
    [answer, keys, day, asset, userId],
  );
  if (proof.isError) {
    const refused = proof.error instanceof ApiError && proof.error.key !== 'REQUEST_FAILED';
    return (
      <ErrorState
        title={refused ? proof.error.message : t('proof.loadFailed')}
        onRetry={refused ? undefined : () => void proof.refetch()}
      />
    );
  }
  if (!answer || !verdict) return <CardSkeleton title lines={4} />;
  return (
    <>
      <ProofVerdictCard verdict={verdict} day={day} asset={asset} />
      {verdict.signed && (
        <DigestFacts signed={verdict.signed} asset={asset} signedAt={answer.digest.signedAt} />
      )}
      <ProofChecks verdict={verdict} />
      <ProofDetails answer={answer} userId={userId} />
    </>
  );
}
