import { Button } from 'antd-mobile';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copy-text.ts';
import '../../../locales/wallet/index.ts';

/**
 * A deposit address of a network: a QR code to scan, the address, a copy button. The platform's
 * (manual recharge) unless `label` names it otherwise (the user's own, automatic recharge).
 */
export function DepositAddress({ address, label }: { address: string; label?: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(address, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then(
      (markup) => live && setSvg(markup),
      () => live && setSvg(null),
    );
    return () => {
      live = false;
    };
  }, [address]);
  return (
    <div className="deposit-address">
      <div className="deposit-qr">
        {svg && (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={t('recharge.qrAlt')}
            width={180}
            height={180}
            data-testid="deposit-qr"
          />
        )}
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
