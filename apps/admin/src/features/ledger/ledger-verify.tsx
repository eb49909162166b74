import type { VerifyResult } from '@mcc/contract';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VerifyResultView } from '../../components/verify-result.tsx';
import { useVerifyLedger } from './api.ts';

/** Runs every ledger invariant check on the server and shows what it found. */
export function LedgerVerify() {
  const { t } = useTranslation();
  const verify = useVerifyLedger();
  const [result, setResult] = useState<VerifyResult | null>(null);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('ledger.verifyHint')}</Typography.Paragraph>
      <Popconfirm
        title={t('ledger.verifyConfirm')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={() =>
          verify
            .mutateAsync()
            .then(setResult)
            .catch(() => {})
        }
      >
        <Button type="primary" loading={verify.isPending} data-testid="run-verify">
          {t('ledger.runVerify')}
        </Button>
      </Popconfirm>
      {result && <VerifyResultView result={result} />}
    </Space>
  );
}
