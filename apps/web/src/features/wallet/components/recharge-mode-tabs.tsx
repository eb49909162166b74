import { CapsuleTabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/routes.ts';
import '../../../locales/wallet/index.ts';
import '../auto-recharge.css';

type Mode = 'auto' | 'manual';
const PATHS: Record<Mode, string> = { auto: paths.autoRecharge, manual: paths.usdtRecharge };

/**
 * The two ways to recharge, one tap apart: automatic (checked on chain, the user's own address) and
 * manual (the platform's address, a screenshot an operator reviews). Switching replaces the page, so
 * back still leads to the wallet.
 */
export function RechargeModeTabs({ current }: { current: Mode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <CapsuleTabs
      className="recharge-modes"
      activeKey={current}
      onChange={(key) => key !== current && navigate(PATHS[key as Mode], { replace: true })}
    >
      <CapsuleTabs.Tab key="auto" title={t('autoRecharge.modes.auto')} />
      <CapsuleTabs.Tab key="manual" title={t('autoRecharge.modes.manual')} />
    </CapsuleTabs>
  );
}
