import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copy-text.ts';
import { QrCode } from '../../../components/qr-code.tsx';
import '../../../locales/wallet/index.ts';

/**
 * A deposit address of a network: a QR code to scan, the address, a copy button. The platform's
 * (manual recharge) unless `label` names it otherwise (the user's own, automatic recharge).
 */
export function DepositAddress({ address, label }: { address: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="deposit-address">
      <div className="deposit-qr">
        <QrCode text={address} alt={t('recharge.qrAlt')} testId="deposit-qr" />
      </div>
      <div className="deposit-label">{label ?? t('recharge.platformAddress')}</div>
      <div className="mono deposit-text" data-testid="deposit-address">
        {address}
      </div>
      <Button size="small" color="primary" fill="outline" onClick={() => void copyText(address)}>
        {t('common.copy')}
      </Button>
    </div>
  );
}
