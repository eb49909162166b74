import type { Recharge } from '@mcc/contract';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Network } from '../../../components/network-tabs.tsx';
import { TxHashForm } from './tx-hash-form.tsx';
import '../../../locales/deposit/index.ts';
import '../auto-recharge.css';

/**
 * The second way in, folded away: deposits are found on chain by themselves, so the hash form is only
 * for one that has not shown up ("Not arrived? Check a transaction hash"). A disclosure element, so it
 * opens without script and says so to a screen reader.
 */
export function CheckHash({
  network,
  onSubmitted,
}: {
  network: Network | undefined;
  onSubmitted: (recharge: Recharge) => void;
}) {
  const { t } = useTranslation();
  return (
    <details className="check-hash" data-testid="check-hash">
      <summary>
        <span>{t('autoRecharge.checkHash')}</span>
        <RightOutline className="check-hash-arrow" />
      </summary>
      <p className="check-hash-help">{t('autoRecharge.checkHashHelp')}</p>
      <TxHashForm network={network} onSubmitted={onSubmitted} />
    </details>
  );
}
