import type { DepositTarget } from '@mcc/contract';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copy-text.ts';
import { amountText, payText } from '../../../components/money/amount.tsx';
import { useDepositMinimum } from '../api/auto-recharge.ts';
import { DepositAddress } from './deposit-address.tsx';
import { DepositWarning } from './deposit-warning.tsx';
import { shortText } from './short-text.ts';
import '../../../locales/deposit/index.ts';

/**
 * Where to send for an automatic recharge on one network: first what the user needs to know (send
 * here, it is credited by itself after N confirmations, nothing to submit), the user's own address (QR
 * code, copy), then the facts as an exchange lists them — network, token contract (shortened,
 * copyable), confirmations, the minimum and what becomes of a smaller deposit — and the warning that
 * only USDT on this network can arrive.
 */
export function DepositTargetView({ target }: { target: DepositTarget }) {
  const { t } = useTranslation();
  // A deposit under the minimum counts towards the next one when the operator set it so.
  const { carried } = useDepositMinimum(target.network);
  const minimum = amountText(target.minimum);
  return (
    <div className="deposit-target" data-testid="deposit-target">
      <p className="deposit-headline" data-testid="deposit-headline">
        <CheckCircleFill />
        <span>{t('autoRecharge.headline', { n: target.confirmations })}</span>
      </p>
      <DepositAddress address={target.address} label={t('autoRecharge.yourAddress')} />
      <dl className="detail-rows deposit-facts">
        <div>
          <dt>{t('autoRecharge.network')}</dt>
          <dd data-testid="deposit-network">{target.network}</dd>
        </div>
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
        <div>
          <dt>{t('autoRecharge.minimumLabel')}</dt>
          <dd data-testid="deposit-minimum">{payText(target.minimum)}</dd>
        </div>
      </dl>
      <p className="deposit-minimum-note" data-testid="deposit-minimum-note">
        {t(carried ? 'autoRecharge.minimumCarried' : 'autoRecharge.minimumLost', { amount: minimum })}
      </p>
      <DepositWarning network={target.network} />
    </div>
  );
}
