import { ProgressCircle } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import '../../../locales/security/index.ts';

type SecurityLevel = 'high' | 'medium' | 'low';

/** The level a score reads as: most protections on is high, about half medium, fewer low. */
function levelOf(score: number): SecurityLevel {
  if (score >= 80) return 'high';
  return score >= 50 ? 'medium' : 'low';
}

/** The score of what protects the account (0–100, from the server) as a ring and a level in words. */
export function SecurityScore({ score }: { score: number }) {
  const { t } = useTranslation();
  const level = levelOf(score);
  return (
    <div className={`security-score security-${level}`} data-testid="security-score">
      <ProgressCircle percent={score} className="security-ring">
        <strong data-testid="security-score-value">{score}</strong>
      </ProgressCircle>
      <div>
        <div className="security-level" data-testid="security-level">
          {t('security.level')}: {t(`security.levels.${level}`)}
        </div>
        {level !== 'high' && <div className="security-hint">{t('security.levelHint')}</div>}
      </div>
    </div>
  );
}
