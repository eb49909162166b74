import { CheckCircleOutline, CloseCircleOutline, MinusCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { type CheckStep, type ProofVerdict, type StepState, stepStates } from '../check-proof.ts';

const STEPS: CheckStep[] = ['signature', 'signed', 'leaf'];
const ICONS: Record<StepState, typeof CheckCircleOutline> = {
  passed: CheckCircleOutline,
  failed: CloseCircleOutline,
  skipped: MinusCircleOutline,
};

/** What the browser checked, in order, each passed, failed or not reached: the verdict's reasons. */
export function ProofChecks({ verdict }: { verdict: ProofVerdict }) {
  const { t } = useTranslation();
  const states = stepStates(verdict);
  return (
    <div className="proof-card" data-testid="proof-checks">
      <div className="proof-card-title">{t('proof.checks.title')}</div>
      <ul className="proof-checks">
        {STEPS.map((step) => {
          const Icon = ICONS[states[step]];
          return (
            <li
              key={step}
              className={`proof-check-${states[step]}`}
              data-testid={`proof-check-${step}`}
              data-state={states[step]}
            >
              <Icon aria-label={t(`proof.checks.states.${states[step]}`)} role="img" />
              <span>{t(`proof.checks.${step}`)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
