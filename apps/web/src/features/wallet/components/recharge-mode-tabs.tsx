import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/routes.ts';
import { useDepositTargets } from '../api/auto-recharge.ts';
import '../../../locales/deposit/index.ts';
import '../auto-recharge.css';

type Mode = 'auto' | 'manual';
const MODES: Mode[] = ['auto', 'manual'];
const PATHS: Record<Mode, string> = { auto: paths.autoRecharge, manual: paths.usdtRecharge };

/**
 * The two ways to recharge, one tap apart (a segmented switch): automatic (checked on chain, the
 * user's own address) and manual (the platform's address, a screenshot an operator reviews).
 * Switching replaces the page, so back still leads to the wallet. Where no network offers automatic
 * recharge (a server without a chain set up), there is no choice: the manual page says it is the only
 * way, and the automatic page says so itself.
 */
export function RechargeModeTabs({ current }: { current: Mode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const targets = useDepositTargets().data;
  // Nothing until it is known whether there is a choice at all.
  if (!targets) return null;
  if (!targets.some((d) => d.available)) {
    return current === 'manual' ? (
      <p className="recharge-manual-only" data-testid="recharge-manual-only">
        {t('autoRecharge.manualOnly')}
      </p>
    ) : null;
  }
  return (
    <div className="recharge-modes" role="tablist">
      {MODES.map((mode) => (
        <button
          key={mode}
          type="button"
          role="tab"
          aria-selected={mode === current}
          className={mode === current ? 'active' : undefined}
          onClick={() => mode !== current && navigate(PATHS[mode], { replace: true })}
        >
          {t(`autoRecharge.modes.${mode}`)}
        </button>
      ))}
    </div>
  );
}
