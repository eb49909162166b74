import type { DepositTarget } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copy-text.ts';
import { DepositAddress } from './deposit-address.tsx';
import { DepositWarning } from './deposit-warning.tsx';
import { shortText } from './short-text.ts';
import '../../../locales/wallet/index.ts';

/**
 * Where to send for an automatic recharge on one network: the user's own address (QR code, copy), the
 * token contract that counts (shortened, copyable), the confirmations awaited, and the warning that
 * only USDT on this network can arrive.
 */
export function DepositTargetView({ target }: { target: DepositTarget }) {
  const { t } = useTranslation();
  return (
    <div className="deposit-target" data-testid="deposit-target">
      <DepositAddress address={target.address} label={t('autoRecharge.yourAddress')} />
      <dl className="detail-rows deposit-facts">
        <div>
          <dt>{t('autoRecharge.token')}</dt>
          <dd>
            <button
              type="button"
              className="link-button"
              data-testid="deposit-token"
              title={target.token}
              onClick={() => void copyText(target.token)}
            >
              <span className="mono">{shortText(target.token)}</span> {t('common.copy')}
            </button>
          </dd>
        </div>
        <div>
          <dt>{t('autoRecharge.confirmationsLabel')}</dt>
          <dd data-testid="deposit-confirmations">
            {t('autoRecharge.confirmations', { n: target.confirmations })}
          </dd>
        </div>
      </dl>
      <DepositWarning network={target.network} />
    </div>
  );
}
