import { Button, Dialog, Mask } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type OnboardingStep, onboardingStep, setOnboardingStep } from '../../lib/onboarding.ts';
import { paths, type RouteMeta, SIGN_IN_PAGES, TAB_ITEMS } from '../../lib/routes.ts';

/**
 * A new user's first steps (lib/onboarding.ts), over whatever page registration led to: the payment
 * password prompt ("set now" opens its page, "later" goes on), then on the first tab page the tour.
 */
export function OnboardingSlot({ route }: { route: RouteMeta | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<OnboardingStep>(onboardingStep);
  const goOn = (next: OnboardingStep) => {
    setOnboardingStep(next);
    setStep(next);
  };

  // Not over the payment-password page itself (where "set now" leads) nor over a sign-in page.
  if (!route || route.name === 'payPassword' || SIGN_IN_PAGES.has(route.path)) return null;
  if (step === 'payPassword')
    return (
      <Dialog
        visible
        title={t('firstRun.payPasswordTitle')}
        content={t('firstRun.payPasswordText')}
        actions={[
          [
            { key: 'later', text: t('firstRun.later'), onClick: () => goOn('tour') },
            {
              key: 'now',
              text: t('firstRun.setNow'),
              bold: true,
              onClick: () => {
                goOn('tour');
                navigate(paths.payPassword);
              },
            },
          ],
        ]}
      />
    );
  if (step === 'tour' && route.tab) return <TabTour onDone={() => goOn('done')} />;
  return null;
}

/** A few steps, one per tab, each pointing at its tab in the bar; skippable at any step. */
function TabTour({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const item = TAB_ITEMS[index];
  if (!item) return null;
  const last = index === TAB_ITEMS.length - 1;
  // The arrow sits above the tab it describes (four equal columns).
  const arrowLeft = `${((index + 0.5) / TAB_ITEMS.length) * 100}%`;
  return (
    <Mask visible opacity="thick">
      <div className="tour" role="dialog" aria-modal="true" aria-labelledby="tour-title" data-testid="tour">
        <div className="tour-card">
          <div className="tour-step">
            {t('firstRun.tourStep', { step: index + 1, total: TAB_ITEMS.length })}
          </div>
          <h2 id="tour-title">{t(`tabs.${item.tab}`)}</h2>
          <p>{t(`firstRun.tour.${item.tab}`)}</p>
          <div className="tour-actions">
            <Button fill="none" onClick={onDone}>
              {t('firstRun.tourSkip')}
            </Button>
            <Button color="primary" onClick={() => (last ? onDone() : setIndex(index + 1))}>
              {last ? t('firstRun.tourDone') : t('firstRun.tourNext')}
            </Button>
          </div>
          <span className="tour-arrow" style={{ left: arrowLeft }} aria-hidden="true" />
        </div>
      </div>
    </Mask>
  );
}
