import type { PayMethod } from '@mcc/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../../components/copy-text.ts';
import '../resale.css';
import '../../../../locales/resale/index.ts';

/** The seller's ways of taking payment, as the order's two sides see them: each account with a copy button. */
export function PayMethods({ methods }: { methods: PayMethod[] }) {
  const { t } = useTranslation();
  return (
    <div className="nft-methods" data-testid="pay-methods">
      {methods.map((m) => (
        <div key={`${m.kind}:${m.account}`} className="nft-method">
          <span className={`nft-pay-kind nft-pay-${m.kind}`}>{t(`resale.payKinds.${m.kind}`)}</span>
          <div className="nft-method-body">
            <strong>{m.name}</strong>
            {m.bank && <small>{m.bank}</small>}
            {m.network && <small>{m.network}</small>}
            <span className="mono" data-testid="pay-account">
              {m.account}
            </span>
          </div>
          <Button size="mini" fill="outline" color="primary" onClick={() => void copyText(m.account)}>
            {t('resale.copy')}
          </Button>
        </div>
      ))}
    </div>
  );
}
