import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import '../../../locales/deposit/index.ts';

/** Before a deposit address: only USDT on this network arrives there; anything else is lost. */
export function DepositWarning({ network }: { network: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="deposit-warning">
      <NoticeBar color="alert" wrap content={t('autoRecharge.warning', { network })} />
    </div>
  );
}
