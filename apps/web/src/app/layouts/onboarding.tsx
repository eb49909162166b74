import { Button, Dialog } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setOnboardingStep, useOnboardingStep } from '../../lib/onboarding.ts';
import { paths, type RouteMeta, SIGN_IN_PAGES, TAB_ITEMS } from '../../lib/routes.ts';
import '../../locales/onboarding/index.ts';

/**
 * A new user's first steps (lib/onboarding.ts), over whatever page registration led to: the payment
 * password prompt ("set now" opens its page, "later" goes on), then on the first tab page the tour.
 */
export default function Onboarding({ route }: { route: RouteMeta | undefined }) {
  const step = useOnboardingStep();
  // Not over the payment-password page itself (where "set now" leads) nor over a sign-in page.
  const shown = route !== undefined && route.name !== 'payPassword' && !SIGN_IN_PAGES.has(route.path);
  const prompting = shown && step === 'payPassword';
  return (
    <>
      {prompting && <PayPasswordPrompt />}
      {shown && step === 'tour' && route.tab && <TabTour onDone={() => setOnboardingStep('done')} />}
    </>
  );
}

/** "Set now" opens the payment-password page, "later" goes on; either way the tour comes next. */
function PayPasswordPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = Dialog.show({
      title: t('onboarding.payPasswordTitle'),
      content: t('onboarding.payPasswordText'),
      closeOnAction: true,
      actions: [
        [
          { key: 'later', text: t('onboarding.later'), onClick: () => setOnboardingStep('tour') },
          {
            key: 'now',
            text: t('onboarding.setNow'),
            bold: true,
            onClick: () => {
              setOnboardingStep('tour');
              navigate(paths.payPassword);
            },
          },
        ],
      ],
    });
    return () => dialog.close();
  }, [t, navigate]);
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
  // Our own overlay, not antd-mobile's Mask: the Mask is aria-hidden, which would hide the tour's buttons
  // from screen readers.
  return (
    <div className="tour-mask">
      <div className="tour" role="dialog" aria-modal="true" aria-labelledby="tour-title" data-testid="tour">
        <div className="tour-card">
          <div className="tour-step">
            {t('onboarding.tourStep', { step: index + 1, total: TAB_ITEMS.length })}
          </div>
          <h2 id="tour-title">{t(`tabs.${item.tab}`)}</h2>
          <p>{t(`onboarding.tour.${item.tab}`)}</p>
          <div className="tour-actions">
            <Button fill="none" onClick={onDone}>
              {t('onboarding.tourSkip')}
            </Button>
            <Button color="primary" onClick={() => (last ? onDone() : setIndex(index + 1))}>
              {last ? t('onboarding.tourDone') : t('onboarding.tourNext')}
            </Button>
          </div>
          <span className="tour-arrow" style={{ left: arrowLeft }} aria-hidden="true" />
        </div>
      </div>
    </div>
  );
}
