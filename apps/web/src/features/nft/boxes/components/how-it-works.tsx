import { useTranslation } from 'react-i18next';

const PARTS = ['seed', 'nonce', 'hmac', 'check'] as const;

/**
 * The provably fair draw in plain words, closed until asked for: the committed server seed, the
 * client seed and nonce, the HMAC and the weighted pick, and what verifying shows.
 */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <details className="box-card verify-how" data-testid="verify-how">
      <summary>{t('verify.how.title')}</summary>
      {PARTS.map((part) => (
        <p key={part}>{t(`verify.how.${part}`)}</p>
      ))}
    </details>
  );
}
