import { useTranslation } from 'react-i18next';
import { type DetailRow, DetailRows } from '../../../components/detail-rows.tsx';
import { leafHashOf, type ProofAnswer } from '../check-proof.ts';

/**
 * For the technically minded, folded until asked for: the path's length, the leaf hash this device
 * recomputed from the user's own id, the nonce, the root, and the digest's key, signature and signed
 * text as served, to check with a verifier of one's own (docs/decisions/verifiable-ledger.md has the bytes).
 */
export function ProofDetails({ answer, userId }: { answer: ProofAnswer; userId: number }) {
  const { t } = useTranslation();
  const { digest, proof } = answer;
  const rows: DetailRow[] = [];
  if (proof) {
    rows.push(
      { label: t('proof.details.pathLength'), value: proof.path.length, testId: 'proof-path-length' },
      {
        label: t('proof.details.leafHash'),
        value: leafHashOf(proof, userId) ?? '—',
        mono: true,
        testId: 'proof-leaf-hash',
      },
      { label: t('proof.details.nonce'), value: proof.nonce, mono: true },
      { label: t('proof.details.root'), value: proof.root.hash, mono: true },
    );
  }
  rows.push(
    { label: t('proof.details.publicKey'), value: digest.publicKey, mono: true },
    { label: t('proof.details.signature'), value: digest.signature, mono: true },
  );
  return (
    <details className="proof-card proof-details" data-testid="proof-details">
      <summary>{t('proof.details.title')}</summary>
      <DetailRows rows={rows} />
      <div className="proof-details-label">{t('proof.details.message')}</div>
      <pre className="proof-message mono" data-testid="proof-message">
        {digest.message}
      </pre>
    </details>
  );
}
