import type { Asset } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../components/detail-rows.tsx';
import { payText } from '../../../components/money/amount.tsx';
import { formatTime } from '../../../lib/format.ts';
import { type SignedDigest, shortHex } from '../check-proof.ts';

/**
 * The day's digest as its signature covers it (read from the signed text, never from the fields served
 * beside it): the day, the asset's published total and how many users it counts, the journal's size and
 * chain head, and the key that signed it, shortened to what the eye compares with the published key.
 */
export function DigestFacts({
  signed,
  asset,
  signedAt,
}: {
  signed: SignedDigest;
  asset: Asset;
  signedAt: string;
}) {
  const { t } = useTranslation();
  const { body, line, publicKey } = signed;
  return (
    <div className="proof-card" data-testid="proof-facts">
      <div className="proof-card-title">{t('proof.facts.title')}</div>
      <DetailRows
        rows={[
          { label: t('proof.facts.day'), value: body.day, testId: 'proof-fact-day' },
          {
            label: t('proof.facts.total'),
            value: payText(BigInt(line.total), asset),
            testId: 'proof-fact-total',
          },
          { label: t('proof.facts.users'), value: line.users, testId: 'proof-fact-users' },
          { label: t('proof.facts.entries'), value: body.entries, testId: 'proof-fact-entries' },
          {
            label: t('proof.facts.heads'),
            value: shortHex(body.heads),
            mono: true,
            testId: 'proof-fact-heads',
          },
          { label: t('proof.facts.key'), value: shortHex(publicKey), mono: true, testId: 'proof-fact-key' },
          { label: t('proof.facts.signedAt'), value: formatTime(signedAt) },
        ]}
      />
    </div>
  );
}
